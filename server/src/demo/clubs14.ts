/**
 * The invented hierarchy of national 14: states, their associations and clubs, each club
 * with colours and a home ground at real-ish coordinates.
 */

/** A club's home ground. */
export interface VenueDef {
  name: string;
  lat: number;
  lng: number;
}

/** A club: the slug doubles as the stable part of every id derived from it. */
export interface ClubDef {
  slug: string;
  name: string;
  colors: readonly [string, string];
  venue: VenueDef;
}

/** An association and the clubs under it. */
export interface AssociationDef {
  slug: string;
  name: string;
  colors: readonly [string, string];
  clubs: ClubDef[];
}

/** A state body. `colors` is absent for one state, so the branding fallback can be seen. */
export interface StateDef {
  slug: string;
  name: string;
  short: string;
  timezone: string;
  /** Hours ahead of UTC in standard time, to place kick-offs in the local afternoon. */
  utcOffset: number;
  colors?: readonly [string, string];
  associations: AssociationDef[];
}

/** Turns a club's name into the slug its ids derive from. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Parses 'Name|primary|secondary|Ground|lat|lng' rows (one line per club keeps the table readable). */
export function clubs(rows: readonly string[]): ClubDef[] {
  return rows.map((row) => {
    const [name = '', primary = '', secondary = '', ground = '', lat = '0', lng = '0'] = row.split('|');
    return {
      slug: slugify(name),
      name,
      colors: [primary, secondary],
      venue: { name: ground, lat: Number(lat), lng: Number(lng) },
    };
  });
}

/** The five states of national 14, in display order. */
export const STATES: readonly StateDef[] = [
  {
    slug: 'nsw',
    name: 'New South Wales',
    short: 'NSW',
    timezone: 'Australia/Sydney',
    utcOffset: 10,
    colors: ['#6cace4', '#002664'],
    associations: [
      {
        slug: 'sydney-metro',
        name: 'Sydney Metro Gridiron Association',
        colors: ['#00338d', '#f4c300'],
        clubs: clubs([
          'Sydney Uni Lions|#1a3f8f|#f2a900|Camperdown Oval|-33.8886|151.1873',
          'UNSW Raiders|#ffd200|#1b1b1b|David Phillips Sports Complex|-33.9195|151.233',
          'Parramatta Pythons|#0a7d3b|#f5d000|Granville Park|-33.834|151.011',
          'Northern Beaches Breakers|#0077c8|#ffffff|Cromer Park|-33.7415|151.278',
        ]),
      },
      {
        slug: 'hunter-illawarra',
        name: 'Hunter & Illawarra Gridiron Association',
        colors: ['#c8102e', '#101820'],
        clubs: clubs([
          'Newcastle Nighthawks|#101820|#c8102e|Wallsend Park|-32.905|151.666',
          'Central Coast Cobras|#00843d|#ffd100|Tuggerah Sports Complex|-33.316|151.417',
          'Illawarra Ironmen|#5b6770|#e35205|Fairy Meadow Park|-34.395|150.893',
          'Hunter Valley Vipers|#4b2e83|#b7a57a|Maitland Park|-32.733|151.555',
        ]),
      },
    ],
  },
  {
    slug: 'qld',
    name: 'Queensland',
    short: 'QLD',
    timezone: 'Australia/Brisbane',
    utcOffset: 10,
    colors: ['#7a0019', '#ffb81c'],
    associations: [
      {
        slug: 'brisbane',
        name: 'Brisbane Gridiron Association',
        colors: ['#862633', '#f1be48'],
        clubs: clubs([
          'UQ Gryphons|#51247a|#ffffff|UQ Sport Playing Fields|-27.498|153.017',
          'Brisbane Northside Knights|#002f6c|#c0c0c0|Bishop Park|-27.396|153.045',
          'Logan City Lightning|#ffcd00|#1d252d|Cornubia Park|-27.665|153.208',
          'Ipswich Iron|#7c878e|#d50032|North Ipswich Reserve|-27.602|152.76',
        ]),
      },
      {
        slug: 'coastal-qld',
        name: 'Coastal Queensland Gridiron',
        colors: ['#00a9e0', '#ffffff'],
        clubs: clubs([
          'Gold Coast Stingrays|#00a9e0|#ff6a13|Coplick Family Sports Park|-28.044|153.359',
          'Sunshine Coast Sentinels|#ffb81c|#0057b8|Kawana Sports Precinct|-26.714|153.118',
          'Toowoomba Thunder|#862633|#ffc72c|Baillie Henderson Fields|-27.563|151.954',
        ]),
      },
    ],
  },
  {
    slug: 'vic',
    name: 'Victoria',
    short: 'VIC',
    timezone: 'Australia/Melbourne',
    utcOffset: 10,
    colors: ['#002b5c', '#d9e1e2'],
    associations: [
      {
        slug: 'melbourne',
        name: 'Melbourne Gridiron Association',
        colors: ['#003a70', '#a7a8aa'],
        clubs: clubs([
          'Monash Warriors|#006dae|#ffffff|Monash Sports Fields|-37.912|145.137',
          'Melbourne Uni Chargers|#094183|#e4a400|Melbourne University Oval|-37.796|144.96',
          'Western Suburbs Wolves|#3c3c3b|#ff8200|Footscray Park Oval|-37.792|144.902',
        ]),
      },
      {
        slug: 'regional-vic',
        name: 'Regional Victoria Gridiron',
        colors: ['#046a38', '#ffcd00'],
        clubs: clubs([
          'Geelong Grizzlies|#663300|#f2c75c|Stead Park|-38.113|144.321',
          'Ballarat Miners|#1f3a60|#d4af37|Prince of Wales Park|-37.556|143.844',
          'Bendigo Bandits|#b31b1b|#101010|Tom Flood Sports Centre|-36.765|144.277',
        ]),
      },
    ],
  },
  {
    slug: 'wa',
    name: 'Western Australia',
    short: 'WA',
    timezone: 'Australia/Perth',
    utcOffset: 8,
    colors: ['#000000', '#ffd100'],
    associations: [
      {
        slug: 'perth',
        name: 'Perth Gridiron Association',
        colors: ['#1d4f91', '#ffd100'],
        clubs: clubs([
          'Curtin Cougars|#1a1a1a|#f9a01b|Curtin Stadium Fields|-32.007|115.893',
          'Fremantle Anchors|#2a0d54|#ffffff|Fremantle Park|-32.048|115.757',
          'Joondalup Jaguars|#00594f|#d4af37|Joondalup Arena Field 2|-31.742|115.769',
        ]),
      },
      {
        slug: 'south-west',
        name: 'South West Gridiron',
        colors: ['#0033a0', '#e4002b'],
        clubs: clubs([
          'Rockingham Rams|#0033a0|#e4002b|Lark Hill Sportsplex|-32.326|115.759',
          'Mandurah Marlins|#005eb8|#00b2a9|Rushton Park|-32.527|115.748',
        ]),
      },
    ],
  },
  {
    slug: 'sa',
    name: 'South Australia',
    short: 'SA',
    timezone: 'Australia/Adelaide',
    utcOffset: 9.5,
    associations: [
      {
        slug: 'adelaide',
        name: 'Adelaide Gridiron Association',
        colors: ['#002f5f', '#ffd600'],
        clubs: clubs([
          'Adelaide Uni Falcons|#002f5f|#ffd600|Park 10 Fields|-34.916|138.595',
          'Port Adelaide Buccaneers|#008aab|#000000|Alberton Park|-34.859|138.521',
          'Northern Suburbs Stallions|#b5121b|#ffffff|Salisbury Park|-34.769|138.645',
        ]),
      },
      {
        slug: 'southern-adelaide',
        name: 'Southern Adelaide Gridiron',
        colors: ['#fdb913', '#000000'],
        clubs: clubs([
          'Glenelg Gulls|#fdb913|#000000|Glenelg Oval|-34.979|138.522',
          'Onkaparinga Ospreys|#3a5dae|#ffffff|Hackham Sports Park|-35.15|138.527',
          'Mount Barker Mavericks|#6d2077|#c4d600|Summit Sports Park|-35.064|138.864',
        ]),
      },
    ],
  },
];
