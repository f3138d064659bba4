/** Wires the image routes to their services; createApp mounts them ahead of the SPA. */
import { join } from 'node:path';
import { createLayerStore } from '../../../../render/art/layer-store.ts';
import type { AppDeps } from '../../context.ts';
import { createRenderService, renderSettings, type RenderService } from '../../images/render-service.ts';
import { renderRoutes, traitAssetRoutes } from './render.ts';
import { piecePictureRoutes } from './piece-picture.ts';

/** `service` is shared with the API, whose outfit saves make it forget an avatar's old look. */
export function imageRoutes(deps: AppDeps, service: RenderService = createRenderService({ db: deps.database.db, ...renderSettings(deps.env) })) {
  const store = createLayerStore(join(deps.env.DATA_DIR, 'cache', 'traits'));
  return { render: renderRoutes(service), traits: traitAssetRoutes(store), pieces: piecePictureRoutes(store), service };
}
