import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBytea, serializeBytea, useNativeByteaCodecs } from './pgliteBytea';
import { inPgliteProject } from '../test/testProjects';

let client: PGlite;
beforeAll(async () => {
  client = await PGlite.create();
  await client.exec('create table blobs (id int primary key, data bytea)');
}, 30_000);
afterAll(() => client.close());

/** Every byte value, then a large pseudo-random run (a long note's document is ~330 KB). */
function sampleBytes(): Uint8Array {
  const bytes = new Uint8Array(256 + 400_000);
  for (let i = 0; i < 256; i++) bytes[i] = i;
  let state = 7;
  for (let i = 256; i < bytes.length; i++)
    bytes[i] = (state = (state * 1_103_515_245 + 12_345) >>> 0) >>> 24;
  return bytes;
}

// About PGlite alone, no database of the project's: the PGlite project runs it.
describe.runIf(inPgliteProject)('native bytea codecs for PGlite', () => {
  it('write what PGlite itself writes and read what it reads', async () => {
    const bytes = sampleBytes();
    const own = { serializers: { ...client.serializers }, parsers: { ...client.parsers } };
    await client.query('insert into blobs values (1, $1)', [bytes]);
    useNativeByteaCodecs(client);
    await client.query('insert into blobs values (2, $1)', [bytes]);
    const { rows } = await client.query<{ same: boolean; length: number }>(
      `select (select data from blobs where id = 1) = (select data from blobs where id = 2) as same,
         length((select data from blobs where id = 2)) as length`,
    );
    expect(rows[0]).toEqual({ same: true, length: bytes.length });

    const read = await client.query<{ data: Uint8Array }>('select data from blobs where id = 2');
    const data = read.rows[0]?.data;
    expect(data).toBeInstanceOf(Uint8Array);
    expect(data).toEqual(bytes);
    // A copy of its own: not a view into a pool other values share.
    expect(data?.byteOffset).toBe(0);
    expect(data?.buffer.byteLength).toBe(bytes.length);

    // And the same text as PGlite's own codecs, both ways.
    const text = serializeBytea(bytes.subarray(0, 300));
    expect(text).toBe(own.serializers[17]?.(bytes.subarray(0, 300)));
    expect(parseBytea(text)).toEqual(own.parsers[17]?.(text, 17));
  });

  it('writes a view into a larger buffer as the view alone', () => {
    const backing = new Uint8Array([1, 2, 3, 4, 5]);
    expect(serializeBytea(backing.subarray(1, 3))).toBe('\\x0203');
    expect(serializeBytea(new Uint8Array())).toBe('\\x');
    expect(parseBytea('\\x')).toEqual(new Uint8Array());
  });

  it('refuses what is not bytes, as PGlite does', () => {
    expect(() => serializeBytea('abc')).toThrow('Invalid input for bytea type');
    expect(() => parseBytea('abc')).toThrow('hex');
  });
});
