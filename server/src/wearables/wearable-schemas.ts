/** The wearables answers (decision 0006: TraitView, ItemView, AvatarCard) as zod schemas, for the OpenAPI document. */
import { z } from 'zod';
import { AVATAR_TYPES, AVATAR_VIEWS, LAYER_LABELS, RARITY, RULE_TYPES, TRAIT_TYPES, type Rarity } from '../../../domain/traits.ts';

const id = z.number().int();
const size = z.number().nullable();

/** A trait of the catalogue with what compose reads (views.ts traitView). */
export const traitSchema = z
  .object({
    id,
    name: z.string(),
    displayName: z.string(),
    rarity: z.enum(Object.keys(RARITY) as [Rarity, ...Rarity[]]),
    type: z.enum(AVATAR_TYPES),
    traitType: z.enum(TRAIT_TYPES),
    displayImage: z.string().nullable(),
    view: z.array(z.enum(AVATAR_VIEWS)),
    weight: size,
    images: z.array(z.object({ uri: z.string(), weight: z.number().optional(), label: z.enum(LAYER_LABELS).optional() })),
    rules: z.array(z.object({ type: z.enum(RULE_TYPES), fn: z.string() })),
    offsetX: size,
    offsetY: size,
    width: size,
    height: size,
    background: z.string().nullable(),
    parentBackground: z.string().nullable(),
    generated: z.boolean(),
  })
  .meta({ id: 'Trait' });

/**
 * Whose a listed thing is, where a delegate sees its vault's things beside its own (issue 15): the
 * vault's wallet and username on the vault's things; absent on the caller's own.
 */
export const heldFields = { heldBy: z.string().optional(), heldByName: z.string().optional() };

/** One inventory item (views.ts ItemView): `equipped` lists the owner's avatars wearing it. */
export const itemSchema = z
  .object({ id, traitid: id, tokenId: id.nullable(), balance: z.number().int(), boundTo: id.nullable(), equipped: z.array(id), trait: traitSchema, ...heldFields })
  .meta({ id: 'Item' });

/** An avatar as the customiser and the bag show it (views.ts avatarCard). */
export const avatarCardSchema = z
  .object({ id, tokenId: id, type: z.enum(AVATAR_TYPES).exclude(['NONE']), pfp: z.boolean(), view: z.enum(AVATAR_VIEWS), image: z.string(), ...heldFields })
  .meta({ id: 'AvatarCard' });
