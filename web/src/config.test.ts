import { DEFAULT_NATIONAL_ID, NATIONAL_ID_META } from '@touchline/domain';
import { describe, expect, it } from 'vitest';
import { NATIONAL_ID, nationalIdFromPage, parseNationalId } from './config';

/** A page whose only meta tag is the national's, as the server serves index.html. */
function pageWith(content: string | null): Pick<Document, 'querySelector'> {
  return {
    querySelector: (selector: string) =>
      selector === `meta[name="${NATIONAL_ID_META}"]` && content !== null
        ? ({ getAttribute: (name: string) => (name === 'content' ? content : null) } as Element)
        : null,
  };
}

describe('nationalIdFromPage', () => {
  it('should read the national the server wrote into the meta tag', () => {
    expect(nationalIdFromPage(pageWith('12'))).toBe(12);
    expect(nationalIdFromPage(pageWith(' 14 '))).toBe(14);
  });

  it('should give null for the unfilled placeholder, a malformed id or no tag', () => {
    for (const content of ['__NATIONAL_ID__', '', '0', '-3', '1.5', '12abc', '1e3', '99999999999999999999'])
      expect(nationalIdFromPage(pageWith(content)), content).toBeNull();
    expect(nationalIdFromPage(pageWith(null))).toBeNull();
  });
});

describe('parseNationalId', () => {
  it('should accept only positive whole numbers', () => {
    expect(parseNationalId('901')).toBe(901);
    expect(parseNationalId(undefined)).toBeNull();
    expect(parseNationalId('abc')).toBeNull();
  });
});

describe('NATIONAL_ID', () => {
  it('should fall back to the default national without a page to read', () => {
    expect(NATIONAL_ID).toBe(DEFAULT_NATIONAL_ID);
  });
});
