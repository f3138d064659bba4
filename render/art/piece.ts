/** What one art piece is: a named drawing for one trait image, in every view. */
import type { AvatarView, TraitType } from '../../domain/traits.ts';

/** What a drawing may depend on. */
export interface Pose {
  view: AvatarView;
  /** -1 turned to the viewer's left, 1 to the right, 0 facing us. */
  turn: -1 | 0 | 1;
}

export interface ArtPiece {
  /** The image key: the uri of a trait image is `<key>/$view.png`. */
  key: string;
  /** URL segment of the avatar type it is drawn for (the trait's type, lower-cased). */
  type: 'explorer' | 'cat' | 'shadowwolf' | 'none';
  traitType: TraitType;
  /**
   * 'figure': drawn on the figure and seen through each view's window; 'canvas': fills the canvas in
   * every view (scenery, sidekicks, and objects placed by a trait's placement fields). Default by type.
   */
  frame?: 'figure' | 'canvas';
  /** SVG markup on the 200-unit grid. */
  draw(pose: Pose): string;
}
