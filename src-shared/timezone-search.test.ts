import { describe, expect, it } from 'vitest';
import { matchingZones } from './timezone-search';

const LISTED_BY_NODE = ['UTC', 'America/New_York', 'Asia/Calcutta', 'Asia/Saigon', 'Europe/Kiev', 'Europe/Madrid'];
const LISTED_BY_OTHERS = ['UTC', 'Asia/Kolkata', 'Asia/Ho_Chi_Minh', 'Europe/Kyiv'];

describe('searching timezones', () => {
  it("finds today's names whichever ids the runtime lists", () => {
    expect(matchingZones(LISTED_BY_NODE, 'Kolkata')).toEqual(['Asia/Calcutta']);
    expect(matchingZones(LISTED_BY_NODE, 'Ho Chi Minh')).toEqual(['Asia/Saigon']);
    expect(matchingZones(LISTED_BY_NODE, 'kyiv')).toEqual(['Europe/Kiev']);
    expect(matchingZones(LISTED_BY_OTHERS, 'ho chi minh')).toEqual(['Asia/Ho_Chi_Minh']);
    expect(matchingZones(LISTED_BY_OTHERS, 'Calcutta')).toEqual([]);
  });

  it('finds a city by the zone it shares, and the ids by their words', () => {
    expect(matchingZones(LISTED_BY_NODE, 'Mumbai')).toEqual(['Asia/Calcutta']);
    expect(matchingZones(LISTED_BY_NODE, 'Boston')).toEqual(['America/New_York']);
    expect(matchingZones(LISTED_BY_NODE, 'new york')).toEqual(['America/New_York']);
    expect(matchingZones(LISTED_BY_NODE, 'Atlantis')).toEqual([]);
    expect(matchingZones(LISTED_BY_NODE, '  ')).toEqual(LISTED_BY_NODE);
  });
});
