import { useCallback, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { useToast } from '../../../components/toasts.tsx';
import type { AvatarCard, ItemView } from '../../../lib/bootstrap-query.ts';
import { isDirty, savedDraft, supportedViews, toggleItem, viewFor, wardrobe, wornItems, downloadName, type Draft } from '../customiser-model.ts';
import { downloadCanvas } from '../download.ts';
import { previewComposition, previewWidth, viewsToPrewarm, wardrobeToPrewarm } from '../preview.ts';
import { createWebRaster } from '../../../../../render/src/raster-web.ts';
import { avatarLabel } from '../../../../../domain/avatar-labels.ts';
import { readOnlyReason } from '../../../lib/vault-held.ts';
import { AvatarPicker } from './avatar-picker.tsx';
import { AvatarPreview } from './avatar-preview.tsx';
import { ViewPicker } from './view-picker.tsx';
import { Wardrobe } from './wardrobe.tsx';
import { SavedDialog } from './saved-dialog.tsx';
import { UnsavedDialog } from './unsaved-dialog.tsx';
import { useUnsavedGuard } from '../use-unsaved-guard.ts';
import { WardrobeEmpty } from './wardrobe-empty.tsx';

export interface CustomiserProps {
  username: string;
  slug: string;
  avatars: AvatarCard[];
  items: ItemView[];
  first: AvatarCard;
  /** Sends the draft; resolves with the saved avatar. */
  save: (draft: Draft) => Promise<AvatarCard>;
  saving: boolean;
}

/** The avatar customiser: pick an avatar and a view, dress it from the wardrobe, save or download. */
export function Customiser({ username, slug, avatars, items, first, save, saving }: CustomiserProps) {
  const toast = useToast();
  const [draft, setDraft] = useState<Draft>(() => savedDraft(first, items));
  const [pendingAvatar, setPendingAvatar] = useState<AvatarCard | null>(null);
  const [saved, setSaved] = useState<AvatarCard | null>(null);
  // The preview draws at its box's size (a phone needs far fewer pixels than a saved picture's 1000).
  const [drawWidth, setDrawWidth] = useState(() => previewWidth(320 * (globalThis.devicePixelRatio || 1)));
  const onWidth = useCallback((px: number) => setDrawWidth(previewWidth(px)), []);

  // A vault's avatar on the stand when the link ends leaves the list: back to the player's own, as saved
  // (adjusted during render, React's way for state that follows props).
  if (!avatars.some((a) => a.id === draft.avatarId)) setDraft(savedDraft(first, items));
  const avatar = avatars.find((a) => a.id === draft.avatarId) ?? first;
  const view = viewFor(draft, items);
  const stored = savedDraft(avatar, items);
  const dirty = isDirty({ ...stored, view: viewFor(stored, items) }, { ...draft, view });
  const blocker = useUnsavedGuard(dirty && !saving);

  const worn = useMemo(() => wornItems(draft, items), [draft, items]);
  const composition = useMemo(() => previewComposition(avatar, view, worn, username, drawWidth), [avatar, view, worn, username, drawWidth]);
  const groups = useMemo(() => wardrobe(items, avatar), [items, avatar]);
  // Worked out when the preview is idle, not on the click; the wardrobe's part (many compositions) once per view.
  const wardrobeWarm = useRef(new Map<string, string[]>());
  const prewarm = useCallback(() => {
    const key = `${avatar.id}|${view}|${drawWidth}|${items.length}`;
    let wardrobeLayers = wardrobeWarm.current.get(key);
    if (!wardrobeLayers) {
      wardrobeLayers = wardrobeToPrewarm(draft, avatar, items, groups, view, username, drawWidth);
      wardrobeWarm.current.set(key, wardrobeLayers);
    }
    return [...viewsToPrewarm(draft, avatar, items, view, username, drawWidth), ...wardrobeLayers];
  }, [draft, avatar, items, groups, view, username, drawWidth]);
  const wornIds = useMemo(() => new Set(draft.itemIds), [draft.itemIds]);
  // A delegate tries on what the vault holds, but saving would change the vault's things (SPEC section 6).
  const readOnly = readOnlyReason(avatar, worn);

  const pick = (next: AvatarCard) => {
    if (next.id === avatar.id) return;
    if (dirty) setPendingAvatar(next);
    else setDraft(savedDraft(next, items));
  };

  const onSave = async () => {
    try {
      setSaved(await save({ ...draft, view }));
    } catch {
      // Already shown by the app's error handler; the draft stays so nothing is lost.
    }
  };

  const onDownload = async () => {
    try {
      // The file is the full 1000 px picture, whatever size the preview draws at.
      const full = createWebRaster();
      const picture = await full.draw(previewComposition(avatar, view, worn, username));
      full.dispose();
      await downloadCanvas(picture, downloadName(username, avatar));
    } catch {
      toast.show('The picture could not be made, please try again', 'error');
    }
  };

  const label = `${avatarLabel(avatar)} wearing ${worn.map((i) => i.trait.displayName).join(', ') || 'nothing'}`;
  return (
    <div className="customiser">
      <AvatarPicker avatars={avatars} selectedId={avatar.id} onSelect={pick} />
      <section className="customiser__stage card" aria-label="Preview">
        <AvatarPreview composition={composition} label={label} prewarm={prewarm} onWidth={onWidth} />
        <ViewPicker views={supportedViews(draft, items)} value={view} onChange={(v) => setDraft({ ...draft, view: v })} />
        <div className="customiser__actions">
          <Button size="lg" onClick={() => void onSave()} aria-disabled={!dirty || saving || readOnly !== null || undefined} aria-describedby={readOnly ? 'customiser-read-only' : undefined}>
            {saving ? 'Saving…' : 'Save changes'}
          </Button>
          <Button variant="secondary" onClick={() => void onDownload()}>
            Download
          </Button>
        </div>
        <p className="customiser__status" role="status">
          {dirty ? 'You have unsaved changes.' : 'Everything is saved.'}
        </p>
        {readOnly ? (
          <p id="customiser-read-only" className="customiser__read-only">
            {readOnly}
          </p>
        ) : null}
      </section>
      <section className="customiser__wardrobe card" aria-label="Wardrobe">
        <h2 className="customiser__heading">Wardrobe</h2>
        {groups.length > 0 ? (
          <Wardrobe groups={groups} worn={wornIds} onToggle={(item) => setDraft(toggleItem(draft, avatar, items, item))} />
        ) : (
          <WardrobeEmpty />
        )}
      </section>
      <SavedDialog avatar={saved} slug={slug} onClose={() => setSaved(null)} />
      <UnsavedDialog
        open={blocker.state === 'blocked' || pendingAvatar !== null}
        onStay={() => {
          if (blocker.state === 'blocked') blocker.reset();
          setPendingAvatar(null);
        }}
        onDiscard={() => {
          if (blocker.state === 'blocked') blocker.proceed();
          if (pendingAvatar) setDraft(savedDraft(pendingAvatar, items));
          setPendingAvatar(null);
        }}
      />
    </div>
  );
}
