import type { ReactNode } from 'react';

const SUN = (
  <g>
    <circle cx="20" cy="18" r="7" fill="#f4b400" />
    <path
      d="M20 5v3M20 28v3M7 18h3M30 18h3M10.8 8.8l2.1 2.1M27.1 25.1l2.1 2.1M10.8 27.2l2.1-2.1M27.1 10.9l2.1-2.1"
      stroke="#f4b400"
      strokeWidth="2.2"
      strokeLinecap="round"
    />
  </g>
);
const MOON = <path d="M24 6a12 12 0 1 0 9 19A10 10 0 0 1 24 6Z" fill="#8da2c9" />;
const CLOUD = (
  <path
    d="M15 40h21a8 8 0 0 0 0-16 11 11 0 0 0-21-2 9 9 0 0 0 0 18Z"
    fill="#b7c3cc"
    stroke="#7d8d99"
    strokeWidth="1.5"
  />
);
const SMALL_CLOUD = (
  <path
    d="M22 38h15a6 6 0 0 0 0-12 8 8 0 0 0-15-1 6.5 6.5 0 0 0 0 13Z"
    fill="#d0d8de"
    stroke="#7d8d99"
    strokeWidth="1.5"
  />
);
const RAIN = (
  <path d="M17 42l-2 4M25 42l-2 4M33 42l-2 4" stroke="#2f80ed" strokeWidth="2.2" strokeLinecap="round" />
);
const SNOW = (
  <g fill="#4a9be8">
    <circle cx="16" cy="44" r="1.8" />
    <circle cx="24" cy="45" r="1.8" />
    <circle cx="32" cy="44" r="1.8" />
  </g>
);
const ICE = (
  <g>
    <path d="M17 42l-2 4" stroke="#2f80ed" strokeWidth="2.2" strokeLinecap="round" />
    <circle cx="26" cy="44.5" r="1.8" fill="#4a9be8" />
    <path d="M33 42l-2 4" stroke="#2f80ed" strokeWidth="2.2" strokeLinecap="round" />
  </g>
);
const BOLT = <path d="M26 36l-6 8h5l-3 6 8-9h-5l3-5Z" fill="#f4b400" />;
const FOG = (
  <path d="M8 20h32M12 27h28M8 34h26M14 41h24" stroke="#8a9aa5" strokeWidth="3" strokeLinecap="round" />
);
const WIND = (
  <path
    d="M6 18h24a5 5 0 1 0-5-5M6 26h32a5 5 0 1 1-5 5M6 34h18"
    fill="none"
    stroke="#7d8d99"
    strokeWidth="3"
    strokeLinecap="round"
  />
);
const UNKNOWN = (
  <g>
    <circle cx="24" cy="24" r="16" fill="none" stroke="#8a9aa5" strokeWidth="3" />
    <path
      d="M19 19a5 5 0 1 1 7 4.6c-1.4.6-2 1.5-2 3v1"
      fill="none"
      stroke="#8a9aa5"
      strokeWidth="3"
      strokeLinecap="round"
    />
    <circle cx="24" cy="33" r="1.8" fill="#8a9aa5" />
  </g>
);

/** The drawing of an icon name ('clear-day', 'light-rain-night', …), by the weather it names. */
function drawing(icon: string): ReactNode {
  const night = icon.endsWith('-night');
  const sky = night ? MOON : SUN;
  if (icon.startsWith('unknown')) return UNKNOWN;
  if (icon.includes('thunderstorm'))
    return (
      <>
        {CLOUD}
        {BOLT}
      </>
    );
  if (icon.includes('freezing') || icon.includes('ice'))
    return (
      <>
        {CLOUD}
        {ICE}
      </>
    );
  if (icon.includes('snow') || icon.includes('flurries'))
    return (
      <>
        {CLOUD}
        {SNOW}
      </>
    );
  if (icon.includes('rain') || icon.includes('drizzle'))
    return (
      <>
        {CLOUD}
        {RAIN}
      </>
    );
  if (icon.includes('fog')) return FOG;
  if (icon.includes('wind')) return WIND;
  if (icon.startsWith('partly') || icon.startsWith('mostly-clear'))
    return (
      <>
        {sky}
        {SMALL_CLOUD}
      </>
    );
  if (icon.includes('cloudy'))
    return (
      <>
        {SMALL_CLOUD}
        {CLOUD}
      </>
    );
  return sky;
}

/** A weather icon, day or night (spec 9: every code has both). Decorative: the label is printed. */
export function WeatherIcon({ icon }: { icon: string }) {
  return (
    <svg
      className="weather__icon"
      viewBox="0 0 48 50"
      width={48}
      height={50}
      aria-hidden="true"
      data-icon={icon}
    >
      {drawing(icon)}
    </svg>
  );
}
