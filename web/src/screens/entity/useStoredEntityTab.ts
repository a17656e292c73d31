import { asEntityTab, type EntityTab } from '@touchline/domain';
import { STORAGE_KEYS, useStored } from '../../state/storage';

const parse = (value: unknown) => asEntityTab(value) ?? undefined;

/**
 * The preferred tab of the state, association and club pages (spec 2.13, 3 'Local
 * persistence'): the last one the visitor chose on any of them.
 */
export const useStoredEntityTab = () => useStored<EntityTab | null>(STORAGE_KEYS.entityTab, parse, null);
