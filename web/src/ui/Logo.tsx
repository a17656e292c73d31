import { useState } from 'react';

interface LogoProps {
  /** The image; when missing or broken, the name's initials stand in. */
  src: string | null | undefined;
  /** Whose logo it is: the initials come from it. Decorative unless `label` is set. */
  name: string;
  size?: number;
  /** Read out by screen readers; omit when the name is printed beside the logo. */
  label?: string;
  className?: string;
}

/** The initials of a name, e.g. 'Sydney Uni Lions' → 'SL'. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^[\p{L}\p{N}]/u.test(w));
  if (words.length === 0) return '?';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words.at(-1)!.charAt(0) : '';
  return (first + last).toUpperCase();
}

/** A team, club or competition logo, with initials on a brand-coloured disc as the fallback. */
export function Logo({ src, name, size = 32, label, className = '' }: LogoProps) {
  const [broken, setBroken] = useState(false);
  const style = { width: size, height: size, fontSize: Math.max(10, Math.round(size * 0.38)) };
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  if (src && !broken)
    return (
      <img
        className={`logo ${className}`}
        src={src}
        alt={label ?? ''}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        onError={() => setBroken(true)}
      />
    );
  return (
    <span className={`logo logo--initials ${className}`} style={style} {...a11y}>
      {initials(name)}
    </span>
  );
}
