import type { AvatarView } from '../../../../../domain/traits.ts';
import { VIEW_LABELS } from '../labels.ts';

export interface ViewPickerProps {
  views: AvatarView[];
  value: AvatarView;
  onChange: (view: AvatarView) => void;
}

/** The views this avatar can be shown in; saving makes the picked one permanent. */
export function ViewPicker({ views, value, onChange }: ViewPickerProps) {
  return (
    <div className="view-picker" role="group" aria-label="View">
      {views.map((view) => (
        <button key={view} type="button" className="view-picker__view" aria-pressed={view === value} onClick={() => onChange(view)}>
          {VIEW_LABELS[view]}
        </button>
      ))}
    </div>
  );
}
