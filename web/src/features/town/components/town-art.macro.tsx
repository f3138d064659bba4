/**
 * The town map's still art (the land, the foreground, each place's and critter's drawing) as SVG
 * markup, drawn once at bundle time: town-map.tsx imports this file as a Bun macro
 * (`with { type: 'macro' }`), so the bundle holds the markup and neither these components nor React's
 * server renderer (issue 18). Drawn by React in the browser, the some 500 elements of still art were made
 * one element and one attribute at a time, on a phone's busiest second (decision 0033: JS callbacks of
 * a town load 810 -> 730 ms at 4x CPU). Set as markup, the browser's own parser makes them at once. What moves or answers (the sky, the
 * buttons, their rings and signs, the night lights) stays React's.
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ArcadeArt, BoardArt, ContentHallArt, PierArt, TownHallArt, WearablesArt, WorkshopArt } from './town-map-places.tsx';
import { AcornTreeArt, BalloonArt, BirdArt, ChugsArt, FrogArt, SkatingChugsArt, TorchArt, WallArt } from './town-map-critters.tsx';
import { Foreground, Land } from './town-map-scenery.tsx';
import type { CreatureKey, PlaceName } from './town-map.tsx';

export interface TownArt {
  land: string;
  foreground: string;
  places: Record<PlaceName, string>;
  critters: Record<CreatureKey, string>;
}

const draw = (art: ReactElement) => renderToStaticMarkup(art);

/** Every still drawing of the map, as markup (run at bundle time). */
export function townArt(): TownArt {
  return {
    land: draw(<Land />),
    foreground: draw(<Foreground />),
    places: {
      fishing: draw(<PierArt />),
      content: draw(<ContentHallArt />),
      board: draw(<BoardArt />),
      townhall: draw(<TownHallArt />),
      workshop: draw(<WorkshopArt />),
      wearables: draw(<WearablesArt />),
      arcade: draw(<ArcadeArt />),
    },
    critters: {
      'bird-chirp': draw(<BirdArt />),
      'frog-croak': draw(<FrogArt />),
      'torch-click': draw(<TorchArt />),
      acorns: draw(<AcornTreeArt />),
      'balloon-clicks': draw(<BalloonArt />),
      'chugs-skating': draw(<SkatingChugsArt />),
      'wall-clicks': draw(<WallArt />),
      'found-chugs': draw(<ChugsArt />),
    },
  };
}
