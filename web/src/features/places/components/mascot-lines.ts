/** The footer mascots' names and lines (SPEC section 2 character keys). */
export type MascotKey = 'bluecat' | 'chugs' | 'jo' | 'ardi';

export const MASCOTS: Record<MascotKey, { name: string; lines: readonly string[] }> = {
  chugs: {
    name: 'Chugs',
    lines: [
      'Moo-ve over, I’m on TV!',
      'I skated past the town hall twice today.',
      'Have you spotted me hiding on the town map?',
      'Shake well before reading the news!',
      'Every carton has a story. Mine is full-fat.',
    ],
  },
  jo: {
    name: 'Jo',
    lines: [
      'Welcome to the Milk Chug! Grab a seat.',
      'New stories land here first.',
      'Press play: it’s Chugs’ big day out.',
      'I read every notice on the board. Twice.',
      'Say hi to the frog by the pond for me.',
    ],
  },
  bluecat: {
    name: 'Bluecat',
    lines: [
      'Feathers are in this season. Purr-fectly in.',
      'The fitting room opens soon. I’m first in line.',
      'Bow ties never go out of style.',
      'Your explorer would look fabulous in a plume.',
      'Shh, I’m choosing a hat.',
    ],
  },
  ardi: {
    name: 'Ardi',
    lines: [
      'Hoo! Lovely to see you.',
      'Lost? The Home button takes you back to the map.',
      'Journeys earn you a cool score. Hoo knew?',
    ],
  },
};
