import { useQuery } from '@tanstack/react-query';
import {
  DEFAULT_COLOURS,
  type DirectChild,
  PRODUCT_NAME,
  type PresentationResponse,
  readableOn,
  readableOnDark,
  readableOnWhite,
  type SlugDetails,
} from '@touchline/domain';
import { type CSSProperties, createContext, type ReactNode, useContext, useMemo } from 'react';
import { useLocation } from 'react-router';
import { brandingQueries } from '../api/branding';
import type { EntityScope } from '../api/entities';

const BRANDED_PATH = /^\/c\/([^/]+)\/([^/]+)/;

/** The entityLevel and entityName of a branded path (/c/{entityLevel}/{entityName}/...), or null. */
export function brandedSlug(pathname: string): { entityLevel: string; entityName: string } | null {
  const match = BRANDED_PATH.exec(pathname);
  if (!match) return null;
  try {
    return { entityLevel: decodeURIComponent(match[1]!), entityName: decodeURIComponent(match[2]!) };
  } catch {
    return null;
  }
}

/** The /c/{entityLevel}/{entityName} prefix of a branded path, or '' (spec 2.2). */
export function brandPrefix(pathname: string): string {
  const match = BRANDED_PATH.exec(pathname);
  return match ? `/c/${match[1]}/${match[2]}` : '';
}

/** What the current page is branded as: the national, or a state, association or club. */
export interface Branding {
  /** The prefix every in-app link keeps, '' when not branded. */
  prefix: string;
  /** The branded entity once its lookup succeeded; null for the national or on fallback. */
  entity: SlugDetails | null;
  /** True while the slug lookup of a branded path is in flight. */
  loading: boolean;
  /** The shell title and logo (spec 1): the branded entity's, else the national's. */
  name: string;
  logoUrl: string | null;
  /** Where lists are scoped: the branded entity, else the national. */
  scope: EntityScope;
  /** The child level listed under the current entity (spec 2.4). */
  directChild: DirectChild;
  /** The brand colours as CSS custom properties. */
  style: CSSProperties;
}

const BrandingContext = createContext<Branding | null>(null);

/** The branding of the current page. Only inside the shell, which provides it. */
export function useBranding(): Branding {
  const branding = useContext(BrandingContext);
  if (!branding) throw new Error('useBranding is used outside the shell');
  return branding;
}

/**
 * The branding guard (spec 2.2): a branded path looks up its entity by slug (cached per slug,
 * so moving around one branded site does not refetch); any other path resets to the national.
 * If the lookup fails or finds no meta, the default colours apply.
 */
export function BrandingProvider({
  presentation,
  children,
}: {
  presentation: PresentationResponse | undefined;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const slug = brandedSlug(pathname);
  const lookup = useQuery({
    ...brandingQueries.slug(slug?.entityLevel ?? '', slug?.entityName ?? ''),
    enabled: slug !== null,
  });
  const entity = slug && lookup.data ? lookup.data : null;
  const prefix = brandPrefix(pathname);
  const loading = slug !== null && lookup.isPending;
  const branded = slug !== null;

  const value = useMemo<Branding>(() => {
    const national = presentation?.meta;
    const nationalName = national?.name || presentation?.name || PRODUCT_NAME;
    const colours = entity
      ? {
          primary: entity.meta.primaryColor ?? DEFAULT_COLOURS.primary,
          secondary: entity.meta.secondaryColor ?? DEFAULT_COLOURS.secondary,
          highlight: DEFAULT_COLOURS.highlight,
        }
      : branded
        ? DEFAULT_COLOURS
        : {
            primary: national?.primaryColor ?? DEFAULT_COLOURS.primary,
            secondary: national?.secondaryColor ?? DEFAULT_COLOURS.secondary,
            highlight: national?.highlightColor ?? DEFAULT_COLOURS.highlight,
          };
    return {
      prefix,
      entity,
      loading,
      name: entity ? entity.meta.name || entity.name : nationalName,
      logoUrl: (entity ? entity.meta.imgUrl : null) || national?.imgUrl || null,
      scope: entity ? { entityType: entity.entityLevel, entityId: entity._id } : NATIONAL,
      directChild: childLevel(entity?.entityLevel ?? 'national', presentation),
      style: {
        // White text sits on the primary colour and it is text on the page, so a light brand
        // colour is deepened to read on both.
        '--color-primary': readableOn(colours.primary, PAGE_BACKGROUND),
        // Text in the brand colour on the dark scheme's surface (styles.css).
        '--color-primary-on-dark': readableOnDark(colours.primary, DARK_SURFACE),
        '--color-brand': colours.primary,
        '--color-secondary': readableOnWhite(colours.secondary),
        '--color-highlight': colours.highlight,
      } as CSSProperties,
    };
  }, [presentation, entity, branded, prefix, loading]);

  return <BrandingContext.Provider value={value}>{children}</BrandingContext.Provider>;
}

/** styles.css --color-bg: the darkest background brand-coloured text sits on. */
const PAGE_BACKGROUND = '#f2f5f4';
/** styles.css's dark --color-surface: the lightest background brand-coloured text sits on there. */
const DARK_SURFACE = '#18201d';

const NATIONAL: EntityScope = { entityType: 'national', entityId: null };

/** The child level listed under an entity: states under the national, and so on (spec 2.4). */
export function childLevel(
  level: 'national' | 'state' | 'association' | 'club',
  presentation: PresentationResponse | undefined,
): DirectChild {
  if (level === 'state') return presentation?.stateDirectChild ?? 'associations';
  if (level === 'association') return presentation?.competitionDirectChild ?? 'clubs';
  return presentation?.nationalDirectChild ?? 'states';
}
