/** The product name: the fallback title and the fixed first segment of every API path. */
export const PRODUCT_NAME = 'Touchline';
export const PROVIDER_SEGMENT = 'touchline';
/** Every API path starts with this. */
export const API_PREFIX = `/${PROVIDER_SEGMENT}/api/v1`;

/** The national this deployment serves unless configured otherwise. */
export const DEFAULT_NATIONAL_ID = 14;
export const NATIONAL_ID_HEADER = 'national-id';
/**
 * The name of the meta tag in the web app's index.html that carries the national it shows. The
 * server fills in its NATIONAL_ID when it serves the page, so one build serves any national.
 */
export const NATIONAL_ID_META = 'touchline:national-id';

export const DEFAULT_COLOURS = { highlight: '#a3e6f1', secondary: '#5F9FB6', primary: '#083F2C' } as const;
export const DEFAULT_TIMEZONE = 'Australia/Sydney';

/** The period code of a penalty shoot-out, and its slots per team. */
export const PENALTY_PERIOD = 9999;
export const SHOOTOUT_SLOTS = 5;

export const TEAM_SEARCH_PAGE_SIZE = 100;
export const TEAM_FORM_LENGTH = 5;
export const RECENTLY_VIEWED_MAX = 5;
export const COMPETITION_CARD_LOGOS = 3;
export const MOBILE_BREAKPOINT_PX = 768;
export const AD_PROBABILITY = 0.05;
export const TIMER_TICK_MS = 1000;
export const TIMER_DEFAULT_REMAINING_MS = 20000;

/** The match centre's goal sound volume (spec 9). */
export const GOAL_SOUND_VOLUME = 0.5;
/** How long the field view's 'Loading...' overlay shows (spec 9). */
export const PITCH_LOADING_MS = 1000;

/** What the public sees in place of a non-public member's name. */
export const PRIVATE_NAME = 'Player';
/** What the public sees in place of a non-public member's name on a leaderboard. */
export const PRIVATE_LEADERBOARD_NAME = 'Team Player';

export const GENDERS = ['Male', 'Female', 'All'] as const;
