import type { NewProfileRow } from '../schema/index.ts';
import { demoWallet } from './demo-wallets.ts';

/** Demo content for the embedded default: a few neighbours, some news and the terms. */
export const demoTerms = [
  {
    version: '2026-11-01',
    content: [
      'Welcome to Sapphire Town. By creating an account you agree to these terms.',
      '1. You must be over 13 years old to register.',
      '2. Be kind to your neighbours. Harassment, spam and cheating (including automated clicking) can lead to removal of your account and progress.',
      '3. Your avatar art and wearables are for personal, non-commercial use within the town and on social media.',
      '4. We store your e-mail address, username, wallet address and town progress to run the game. We never sell them. You can ask for your data to be removed at any time.',
      '5. Newsletters are optional; you can unsubscribe in Settings whenever you like.',
      '6. The town is provided as it is. We may change these terms; the version you agreed to is kept with your account.',
    ].join('\n\n'),
  },
];

export const demoNews = [
  {
    slug: 'autumn-fair',
    name: 'The Autumn Fair opens',
    description: 'Lanterns are up in the square. Rustle acorns and climb the Acorn Rustler board before the fair closes.',
    thumbnail_url: '/news/autumn-fair.svg',
    created_at: new Date('2026-11-18T10:00:00Z'),
  },
  {
    slug: 'workshop-monitor',
    name: 'The workshop monitor is back',
    description: 'Ardi fixed the old monitor. Hold it until it glitches, if you dare.',
    thumbnail_url: '/news/workshop-monitor.svg',
    created_at: new Date('2026-11-10T10:00:00Z'),
  },
  {
    slug: 'welcome',
    name: 'Welcome to Sapphire Town',
    description: 'Pick an explorer, choose your side and say hello to the frog by the pond.',
    thumbnail_url: '/news/welcome.svg',
    created_at: new Date('2026-11-01T10:00:00Z'),
  },
];

type DemoPlayer = Omit<NewProfileRow, 'id'> & { progress: Record<string, number | string> };

const player = (n: number, username: string, explorer: number, progress: DemoPlayer['progress']): DemoPlayer => ({
  wallet: `0x${n.toString(16).padStart(4, '0').repeat(10)}`,
  wallet_type: 'injected',
  email: `${username.toLowerCase()}@demo.sapphire.town`,
  username,
  slug: username.toLowerCase(),
  onboarded: true,
  sapphire_town_explorer_token_id: explorer,
  avatar_token_id: n,
  progress,
});

export const demoPlayers: DemoPlayer[] = [
  player(1, 'Mossbeard', 10000, { 'read-intro': 1, side: 'sapphire town', 'torch-click': 42, acorns: 10, tada: 3 }),
  player(2, 'Pebble', 20000, { 'read-intro': 1, side: 'shadow wolves', 'frog-croak': 17, 'bird-chirp': 9, tada: 2 }),
  player(3, 'Juniper', 30000, { 'read-intro': 1, side: 'sapphire town', 'balloon-clicks': 50, 'wall-clicks': 12, tada: 5 }),
  // Sidekx holders anyone can sign in as with a browser wallet (see demo-wallets.ts).
  { ...player(4, 'Wren', 40000, { 'read-intro': 1, side: 'sapphire town' }), wallet: demoWallet('wren') },
  { ...player(5, 'Robin', 20000, { 'read-intro': 1, side: 'shadow wolves' }), wallet: demoWallet('robin') },
  // A cat and wolf holder anyone can sign in as, to try the collections' own wearables.
  { ...player(6, 'Hazel', 30000, { 'read-intro': 1, side: 'sapphire town' }), wallet: demoWallet('hazel') },
];
