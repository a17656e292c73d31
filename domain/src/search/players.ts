import type { MemberType } from '../schemas/values';

/**
 * The roster member types whose members search finds as players: those the national's settings
 * mark as playing ('Player', not 'Coach'), or null (any type) when it lists no types at all.
 */
export function playingMemberTypes(memberTypes: readonly MemberType[]): string[] | null {
  if (memberTypes.length === 0) return null;
  return memberTypes.filter((type) => type.playing).map((type) => type.name);
}
