import { describe, expect, it } from 'vitest';
import { roomSearchTerm, searchRooms } from './room-search';

describe('room search', () => {
  it('reads the room number in a question or a phrase', () => {
    expect(roomSearchTerm('305')).toBe('305');
    expect(roomSearchTerm('  305 ')).toBe('305');
    expect(roomSearchTerm('is 305 ready?')).toBe('305');
    expect(roomSearchTerm('Room 305')).toBe('305');
    expect(roomSearchTerm('#305')).toBe('305');
    expect(roomSearchTerm('room B-204')).toBe('b-204');
    expect(roomSearchTerm('12a')).toBe('12a');
  });

  it('reads it in each language the app ships', () => {
    expect(roomSearchTerm('habitación 305')).toBe('305'); // es
    expect(roomSearchTerm('¿Está lista la habitación 305?')).toBe('305'); // es
    expect(roomSearchTerm('chambre 305 prête ?')).toBe('305'); // fr
    expect(roomSearchTerm('Chanm 305')).toBe('305'); // ht
    expect(roomSearchTerm('pokój 305')).toBe('305'); // pl
    expect(roomSearchTerm('quarto 305')).toBe('305'); // pt-BR
    expect(roomSearchTerm('Kuwarto 305')).toBe('305'); // tl
    expect(roomSearchTerm('Phòng 305 xong chưa?')).toBe('305'); // vi
    expect(roomSearchTerm('305 号房')).toBe('305'); // zh-Hans, as the app writes it
    expect(roomSearchTerm('305号房准备好了吗')).toBe('305'); // zh-Hans, without spaces
    expect(roomSearchTerm('房间３０５')).toBe('305'); // full-width digits
    expect(roomSearchTerm('الغرفة 305')).toBe('305'); // ar
    expect(roomSearchTerm('الغرفة ٣٠٥')).toBe('305'); // ar, Arabic-Indic digits
    expect(roomSearchTerm('اتاق ۳۰۵')).toBe('305'); // Extended Arabic-Indic digits (Persian/Urdu keyboards)
  });

  it('keeps a name without digits as typed', () => {
    expect(roomSearchTerm(' Annex ')).toBe('annex');
    expect(roomSearchTerm('')).toBe('');
    expect(roomSearchTerm('   ')).toBe('');
  });

  it('lists the room itself first, then the rooms whose number starts with the term', () => {
    const rooms = ['101', '1010', '102', '201', '10', 'Annex'].map((roomNumber) => ({ roomNumber }));
    const numbers = (text: string, limit?: number) => searchRooms(rooms, text, limit).map((r) => r.roomNumber);
    expect(numbers('10')).toEqual(['10', '101', '1010', '102']);
    expect(numbers('room 10', 2)).toEqual(['10', '101']);
    expect(numbers('habitación 201')).toEqual(['201']);
    expect(numbers('annex')).toEqual(['Annex']);
    expect(numbers('')).toEqual([]);
    expect(numbers('9')).toEqual([]);
  });
});
