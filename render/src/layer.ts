/** The types compose() takes and returns (SPEC section 3 "Avatar render inputs" and "Canvas layer fields"). */
import type { AvatarType, AvatarView, TraitImage, TraitRule, TraitType } from '../../domain/traits.ts';

/** A trait as compose needs it: catalogue fields, camel-cased. */
export interface ComposeTrait {
  id: number;
  name: string;
  /** The avatar type the art is drawn for; 'NONE' fits all. */
  type: AvatarType;
  traitType: TraitType;
  weight?: number | null;
  images: TraitImage[];
  rules: TraitRule[];
  /** Views the trait has art for; absent means all. */
  view?: AvatarView[] | null;
  offsetX?: number | null;
  offsetY?: number | null;
  width?: number | null;
  height?: number | null;
  background?: string | null;
  parentBackground?: string | null;
  generated?: boolean;
}

export interface ComposeOptions {
  /** Output size in px (default 1000, height defaults to width). */
  width?: number;
  height?: number;
  /** Where layer images live, with $type and $traitType placeholders (default TRAIT_BASE_URL). */
  baseUrl?: string;
  /** Guide lines through the centre, for lining up art. */
  crossHairs?: boolean;
  /** An ink frame around the picture. */
  bordered?: boolean;
  /** Only the body: the avatar as it is without wearables. */
  reset?: boolean;
  tokenId?: number;
  /** The name themes write on the picture (badge, card). */
  name?: string;
}

/** An affine matrix [a, b, c, d, e, f] in output px, as CanvasRenderingContext2D.transform takes it. */
export type Matrix = readonly [number, number, number, number, number, number];

export type LayerFilter = 'grayscale' | 'sepia' | 'invert';

export interface Shadow {
  color: string;
  blur: number;
  x: number;
  y: number;
}

/**
 * One thing to draw. Geometry is in output px: the box (x, y, width, height) is where the image goes,
 * `rotate` (degrees) and `flip` turn it about the box centre, `transform` then moves the result on the
 * canvas (group moves such as a handstand). Only one of src and text is set; neither means a box filled
 * with `background`.
 */
export interface CanvasLayer {
  /** Stable id: trait name and image uri (or the overlay's name). */
  key: string;
  traitType: TraitType | null;
  weight: number;
  src?: string;
  text?: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rotate: number;
  flip: boolean;
  transform?: Matrix;
  /** Colour painted in the box under the image. */
  background?: string;
  /** False for a layer that covers the canvas opaquely (a background): nothing under it shows. */
  transparent: boolean;
  /** Fractions of the source cut from its right (cropX) and bottom (cropY) edge; the box shrinks alike. */
  cropX: number;
  cropY: number;
  label?: string;
  /** Outlined with the sticker group it belongs to (consecutive sticker layers share one outline). */
  sticker: boolean;
  /** Outline width as a fraction of the canvas width. */
  stickerWidth: number;
  /** Never outlined (scenery). */
  stickerExempt: boolean;
  /** Outlined on its own rather than with its group. */
  stickerSpecial: boolean;
  /** Most characters of `text` before it is cut with an ellipsis. */
  maxLimit?: number;
  /** Text colour, or the sticker outline colour. */
  color?: string;
  shadow?: Shadow;
  minFontSize?: number;
  maxFontSize?: number;
  filters: LayerFilter[];
}

export interface Composition {
  type: AvatarType;
  view: AvatarView;
  width: number;
  height: number;
  /** Canvas colour under every layer, or null for transparent. */
  background: string | null;
  layers: CanvasLayer[];
}
