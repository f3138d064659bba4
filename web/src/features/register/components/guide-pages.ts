import type { GuideMood } from '../../../components/art/guide.tsx';

/** One page of Ardi's tour: a heading, the short text, the Learn More detail and Ardi's mood. */
export interface GuidePage {
  title: string;
  text: string;
  more: string;
  mood: GuideMood;
}

/** Ardi's seven-page introduction to the town (SPEC section 2, Register layer). */
export const GUIDE_PAGES: readonly GuidePage[] = [
  {
    title: 'Welcome to Sapphire Town!',
    text: "Hoo-hoo, hello there! I'm Ardi, the town guide. Sapphire Town is a cosy place on the hills where explorers live, play and look out for each other.",
    more: 'Almost everything on the town map can be clicked: the bulletin board, the town hall, the workshop, the arcade, even the frogs by the pond. Poke around. The town likes it.',
    mood: 'wave',
  },
  {
    title: 'Explorers and avatars',
    text: 'Everyone here is an explorer. In a moment you will pick your very first one, and they become your avatar: the face the town knows you by.',
    more: 'Avatars from the town collections, and their little sidekicks, live in your bag. You can choose which one is your profile picture whenever you like.',
    mood: 'happy',
  },
  {
    title: 'Journeys and the cool score',
    text: 'Journeys are small quests made of tasks: visit a place, find a hidden friend, try something new. Every task you finish adds to your cool score.',
    more: 'Your cool score decides your rank. New journeys unlock as you go, and I will be there to cheer when one does.',
    mood: 'think',
  },
  {
    title: 'Wearables and chests',
    text: 'Hats, scarves, boots and more: wearables let you dress your avatar just so. New ones arrive in chests that you open yourself.',
    more: 'An avatar wears one item per slot, so a new hat swaps out the old one. Try things on in the wearables shop and save your favourite look.',
    mood: 'happy',
  },
  {
    title: 'The bulletin board and leaderboards',
    text: 'The bulletin board holds the latest town news. The leaderboards show who has clicked, chirped and croaked the most.',
    more: 'Leaderboards count the little things: torch clicks, balloons, acorns rustled, frogs coaxed into croaking. Small deeds, big glory.',
    mood: 'think',
  },
  {
    title: 'The store',
    text: 'The town store sells real things for explorers to keep. Fill your cart and check out whenever you are ready.',
    more: 'Some pieces are made in small numbers, so favourites can run out. Your cart waits for you while you keep exploring.',
    mood: 'wave',
  },
  {
    title: 'Ready?',
    text: "That's the tour! Next we set up your account, choose your explorer and pick your side. It only takes a minute.",
    more: 'If you ever get lost, look for me around town. Press Get Started when you are ready, or Read Again for another lap of the tour.',
    mood: 'happy',
  },
];
