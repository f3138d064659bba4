import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ApiError, unwrap } from '../../../lib/http.ts';

/** What the settings form edits on the server (the sound toggle is a local preference). */
export interface SettingsValues {
  safeword: string;
  general: boolean;
  product: boolean;
  merch: boolean;
}

const flag = (on: boolean) => (on ? '1' : '0');

/** `POST /api/profile/update` with the settings form (SPEC section 7); answers the updated own profile. */
export const updateSettings = (profileId: number, values: SettingsValues) =>
  unwrap(
    api.profile.update.$post({
      json: {
        id: profileId,
        safeword: values.safeword,
        generalNotifications: flag(values.general),
        productNotifications: flag(values.product),
        merchNotifications: flag(values.merch),
      },
    }),
  );

export type SavedProfile = Awaited<ReturnType<typeof updateSettings>>;

/** A refused form (400) is an answer for the form to show under the field, not a failure to toast. */
export type SettingsOutcome = { ok: true; profile: SavedProfile } | { ok: false; error: string };

export const updateSettingsMutationOptions = () =>
  mutationOptions({
    mutationKey: ['settings', 'update'],
    mutationFn: async ({ profileId, values }: { profileId: number; values: SettingsValues }): Promise<SettingsOutcome> => {
      try {
        return { ok: true, profile: await updateSettings(profileId, values) };
      } catch (err) {
        // Other failures (offline, 401, 5xx) go to the app's one error handler as usual.
        if (err instanceof ApiError && err.status === 400) return { ok: false, error: err.message };
        throw err;
      }
    },
  });

export function useUpdateSettings() {
  return useMutation(updateSettingsMutationOptions());
}
