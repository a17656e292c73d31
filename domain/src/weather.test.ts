import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FORECAST_DAYS,
  forecastWindow,
  isNightAt,
  localTime,
  startOfLocalDay,
  WEATHER_LABELS,
  weatherFor,
  weatherIcon,
} from './weather';

const SYDNEY = 'Australia/Sydney';

describe('weatherFor', () => {
  it('should label a code as spec 9 does and round the temperature to whole °C', () => {
    expect(weatherFor(1101, 17.6)).toEqual({
      weatherCode: 1101,
      temperature: 18,
      base: { icon: 'partly-cloudy-day', label: 'Partly Cloudy' },
    });
    expect(weatherFor(4201, -2.4, true)).toEqual({
      weatherCode: 4201,
      temperature: -2,
      base: { icon: 'heavy-rain-night', label: 'Heavy Rain' },
    });
  });

  it("should read a code missing from the table as 0, 'Unknown'", () => {
    expect(weatherFor(9999, 20)).toEqual({
      weatherCode: 0,
      temperature: 20,
      base: { icon: 'unknown-day', label: 'Unknown' },
    });
  });

  it('should hold the 27 codes of spec 9, each with a distinct day and night icon', () => {
    const codes = Object.keys(WEATHER_LABELS).map(Number);
    expect(codes).toHaveLength(27);
    expect(WEATHER_LABELS[0]).toBe('Unknown');
    expect(WEATHER_LABELS[1000]).toBe('Clear');
    expect(WEATHER_LABELS[8000]).toBe('Thunderstorm');
    expect(weatherIcon(1000)).toBe('clear-day');
    expect(weatherIcon(1000, true)).toBe('clear-night');
    const icons = codes.flatMap((c) => [weatherIcon(c), weatherIcon(c, true)]);
    expect(new Set(icons).size).toBe(codes.length * 2);
  });
});

describe('localTime and isNightAt', () => {
  it('should give the calendar day and hour where the match is played', () => {
    // 2026-06-18T13:30Z is 23:30 in Sydney (UTC+10 in June) and 21:30 in Perth.
    const at = new Date('2026-06-18T13:30:00Z');
    expect(localTime(at, SYDNEY)).toEqual({ day: '2026-06-18', hour: 23 });
    expect(localTime(new Date('2026-06-18T14:30:00Z'), SYDNEY)).toEqual({ day: '2026-06-19', hour: 0 });
    expect(isNightAt(at, 'Australia/Perth')).toBe(true);
    expect(isNightAt(new Date('2026-06-18T03:00:00Z'), SYDNEY)).toBe(false);
  });
});

describe('startOfLocalDay', () => {
  it('should give local midnight, across a daylight-saving change', () => {
    expect(startOfLocalDay('2026-06-20', SYDNEY).toISOString()).toBe('2026-06-19T14:00:00.000Z');
    // Sydney moves to UTC+11 at 2am on 2026-10-04: that day still starts at UTC+10.
    expect(startOfLocalDay('2026-10-04', SYDNEY).toISOString()).toBe('2026-10-03T14:00:00.000Z');
    expect(startOfLocalDay('2026-10-05', SYDNEY).toISOString()).toBe('2026-10-04T13:00:00.000Z');
    expect(startOfLocalDay('2026-06-20', 'UTC').toISOString()).toBe('2026-06-20T00:00:00.000Z');
  });

  it('should always fall on the same local day at hour 0', () => {
    const zones = [SYDNEY, 'Australia/Adelaide', 'America/New_York', 'Asia/Kolkata', 'UTC'];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (at, zone) => {
          const { day } = localTime(at, zone);
          const start = startOfLocalDay(day, zone);
          expect(localTime(start, zone)).toEqual({ day, hour: 0 });
          expect(start.getTime()).toBeLessThanOrEqual(at.getTime());
        },
      ),
    );
  });
});

describe('forecastWindow', () => {
  const now = new Date('2026-06-18T03:30:00Z'); // 13:30 in Sydney

  it('should run from the start of the match day to two days later', () => {
    const window = forecastWindow(new Date('2026-06-20T05:00:00Z'), SYDNEY, now);
    expect(window).toEqual({
      day: '2026-06-20',
      startTime: new Date('2026-06-19T14:00:00Z'),
      endTime: new Date('2026-06-21T14:00:00Z'),
    });
  });

  it('should cover a match earlier today but no earlier day', () => {
    expect(forecastWindow(new Date('2026-06-17T23:00:00Z'), SYDNEY, now)?.day).toBe('2026-06-18');
    expect(forecastWindow(new Date('2026-06-17T13:00:00Z'), SYDNEY, now)).toBeNull();
  });

  it(`should give no window for a match more than ${FORECAST_DAYS} days ahead`, () => {
    const day = 24 * 60 * 60 * 1000;
    expect(forecastWindow(new Date(now.getTime() + FORECAST_DAYS * day), SYDNEY, now)).not.toBeNull();
    expect(forecastWindow(new Date(now.getTime() + FORECAST_DAYS * day + 1), SYDNEY, now)).toBeNull();
  });
});
