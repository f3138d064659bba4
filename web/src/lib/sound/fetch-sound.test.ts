import { afterAll, afterEach, describe, expect, spyOn, test } from 'bun:test';
import { AUDIO_ERRORS, fetchSoundBytes } from './fetch-sound.ts';

const WAV = new Uint8Array([82, 73, 70, 70, 1, 2, 3, 4]);

// A real server: the sound exists at /ok.wav, is missing elsewhere, and /broken drops the connection.
const server = Bun.serve({
  port: 0,
  hostname: '127.0.0.1',
  fetch(req) {
    const { pathname } = new URL(req.url);
    if (pathname === '/ok.wav') return new Response(WAV, { headers: { 'content-type': 'audio/wav' } });
    if (pathname === '/teapot.wav') return new Response('no', { status: 418 });
    return new Response('Not found', { status: 404 });
  },
});
const base = `http://127.0.0.1:${server.port}`;
afterAll(() => server.stop(true));

// Silenced and recorded for this file only: bun runs every test file in one process.
const warn = spyOn(console, 'warn').mockImplementation(() => {});
afterEach(() => warn.mockClear());
afterAll(() => warn.mockRestore());

describe('fetching a sound file', () => {
  test('gives the bytes of a found file as an ArrayBuffer, quietly', async () => {
    const bytes = await fetchSoundBytes(`${base}/ok.wav`);
    expect(bytes).toBeInstanceOf(ArrayBuffer);
    expect(new Uint8Array(bytes!)).toEqual(WAV);
    expect(warn).not.toHaveBeenCalled();
  });

  test("logs the spec's message with the status of a missing file and gives null", async () => {
    expect(await fetchSoundBytes(`${base}/gone.wav`)).toBeNull();
    expect(warn.mock.calls).toEqual([['Failed loading audio file with status: 404.']]);
  });

  test('uses the status it got, whatever it is', async () => {
    expect(await fetchSoundBytes(`${base}/teapot.wav`)).toBeNull();
    expect(warn.mock.calls).toEqual([['Failed loading audio file with status: 418.']]);
  });

  test('reports no answer at all as status 0, like an XHR, without throwing', async () => {
    const closed = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response('') });
    const url = `http://127.0.0.1:${closed.port}/tada.wav`;
    await closed.stop(true);
    expect(await fetchSoundBytes(url)).toBeNull();
    expect(warn.mock.calls).toEqual([['Failed loading audio file with status: 0.']]);
  });

  test('the decode message is the spec wording', () => {
    expect(AUDIO_ERRORS.decodeFailed).toBe('Decoding audio data failed.');
  });
});
