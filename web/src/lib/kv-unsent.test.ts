import { describe, expect, test } from 'bun:test';
import { MapStorage } from '../../test/map-storage.ts';
import { readUnsent, writeUnsent } from './kv-unsent.ts';

const ADDRESS = '0xAbC0000000000000000000000000000000000001';

describe('unsent key/value changes', () => {
  test('kept per address (any case) until written empty', () => {
    const storage = new MapStorage();
    writeUnsent(ADDRESS, [{ key: 'read-intro', value: 1 }, { key: 'side', value: 'sapphire town' }], storage);
    expect(readUnsent(ADDRESS.toLowerCase(), storage)).toEqual([{ key: 'read-intro', value: 1 }, { key: 'side', value: 'sapphire town' }]);
    expect(readUnsent('0x0000000000000000000000000000000000000002', storage)).toEqual([]);
    writeUnsent(ADDRESS, [], storage);
    expect(storage.length).toBe(0);
    expect(readUnsent(ADDRESS, storage)).toEqual([]);
  });

  test('what is kept but not ours (not JSON, not a list, not entries) reads as nothing, or as its good entries', () => {
    const storage = new MapStorage();
    const key = `kv-unsent:${ADDRESS.toLowerCase()}`;
    for (const raw of ['{', '"text"', '{"key":"acorns","value":1}', 'null']) {
      storage.setItem(key, raw);
      expect(readUnsent(ADDRESS, storage)).toEqual([]);
    }
    storage.setItem(key, JSON.stringify([{ key: 'acorns', value: 2 }, { key: 'acorns' }, { key: 3, value: 1 }, { key: 'tada', value: null }, null]));
    expect(readUnsent(ADDRESS, storage)).toEqual([{ key: 'acorns', value: 2 }]);
  });

  test('storage that throws (site data blocked, full) is no error', () => {
    const broken = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(readUnsent(ADDRESS, broken)).toEqual([]);
    expect(() => writeUnsent(ADDRESS, [{ key: 'acorns', value: 1 }], broken)).not.toThrow();
    expect(() => writeUnsent(ADDRESS, [], broken)).not.toThrow();
  });
});
