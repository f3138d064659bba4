/** The spec's wording for audio that cannot be used (SPEC section 8). */
export const AUDIO_ERRORS = {
  loadFailed: (status: number) => `Failed loading audio file with status: ${status}.`,
  decodeFailed: 'Decoding audio data failed.',
} as const;

/**
 * Fetches a sound file as an ArrayBuffer (SPEC section 7). A non-OK answer, or no answer at all
 * (reported as status 0, as an XHR would), is logged with the spec's message and gives null: a
 * missing sound must never break a click.
 */
export async function fetchSoundBytes(url: string): Promise<ArrayBuffer | null> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    console.warn(AUDIO_ERRORS.loadFailed(0));
    return null;
  }
  if (!response.ok) {
    console.warn(AUDIO_ERRORS.loadFailed(response.status));
    return null;
  }
  try {
    return await response.arrayBuffer();
  } catch {
    // The body broke off mid-way: as good as no answer.
    console.warn(AUDIO_ERRORS.loadFailed(0));
    return null;
  }
}
