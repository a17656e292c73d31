import { describe, expect, it, vi } from 'vitest';
import { sharePage, shareUrl } from './share';

const data = { title: 'Sharks 14 – 7 Pirates', url: 'https://scores.example/matches/12' };

describe('sharePage', () => {
  it("should use the system's share sheet where there is one", async () => {
    const share = vi.fn(async () => undefined);
    expect(await sharePage(data, { share })).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
  });

  it('should take closing the sheet as no failure, and copy nothing', async () => {
    const writeText = vi.fn(async () => undefined);
    const share = vi.fn(async () => {
      throw new DOMException('Share canceled', 'AbortError');
    });
    expect(await sharePage(data, { share, clipboard: { writeText } })).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('should copy the link without a share sheet, or when sharing is refused', async () => {
    const writeText = vi.fn(async () => undefined);
    expect(await sharePage(data, { clipboard: { writeText } })).toBe('copied');
    const refused = vi.fn(async () => {
      throw new DOMException('No tap', 'NotAllowedError');
    });
    expect(await sharePage(data, { share: refused, clipboard: { writeText } })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
  });

  it('should say so when neither works', async () => {
    const writeText = vi.fn(async () => {
      throw new DOMException('Denied', 'NotAllowedError');
    });
    expect(await sharePage(data, { clipboard: { writeText } })).toBe('failed');
    expect(await sharePage(data, {})).toBe('failed');
  });

  it('should share the page without its view choices', () => {
    expect(shareUrl({ origin: 'https://scores.example', pathname: '/c/state/nsw/teams/4' })).toBe(
      'https://scores.example/c/state/nsw/teams/4',
    );
  });
});
