/**
 * Sport and health pictograms drawn in a 100×100 box, in two colours: `ink` (the shape) and
 * `fill` (a lighter surface inside it). Flat shapes with round strokes, so they read at card size.
 */
export type Motif = (ink: string, fill: string) => string;

const stroke = (ink: string, width = 7) =>
  `fill="none" stroke="${ink}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

export const MOTIFS = {
  runner: (ink) =>
    `<circle cx="62" cy="16" r="9" fill="${ink}"/>` +
    `<path d="M58 30 L46 56 M56 36 L70 44 L80 36 M56 36 L40 40 L30 52 M46 56 L62 68 L58 88 M46 56 L36 74 L18 78" ${stroke(ink, 9)}/>`,
  dumbbell: (ink, fill) =>
    `<rect x="24" y="46" width="52" height="8" rx="3" fill="${ink}"/>` +
    `<rect x="10" y="28" width="12" height="44" rx="4" fill="${ink}"/><rect x="78" y="28" width="12" height="44" rx="4" fill="${ink}"/>` +
    `<rect x="22" y="35" width="7" height="30" rx="3" fill="${fill}"/><rect x="71" y="35" width="7" height="30" rx="3" fill="${fill}"/>`,
  kettlebell: (ink, fill) =>
    `<path d="M34 40 C30 14, 70 14, 66 40" ${stroke(ink, 9)}/>` +
    `<circle cx="50" cy="62" r="28" fill="${ink}"/><ellipse cx="42" cy="54" rx="8" ry="6" fill="${fill}" fill-opacity="0.6"/>`,
  heart: (ink, fill) =>
    `<path d="M50 86 C22 66 6 50 16 30 C26 12 44 16 50 30 C56 16 74 12 84 30 C94 50 78 66 50 86 Z" fill="${ink}"/>` +
    `<path d="M18 50 H36 L42 38 L50 62 L56 46 H82" ${stroke(fill, 5)}/>`,
  brain: (ink, fill) =>
    `<path d="M50 18 C38 8 18 16 20 34 C8 40 10 62 24 66 C26 82 44 88 50 76 C56 88 74 82 76 66 C90 62 92 40 80 34 C82 16 62 8 50 18 Z" fill="${ink}"/>` +
    `<path d="M50 20 V76 M34 32 C40 36 40 44 34 48 M66 32 C60 36 60 44 66 48 M30 60 C36 58 40 62 42 68 M70 60 C64 58 60 62 58 68" ${stroke(fill, 4)}/>`,
  plate: (ink, fill) =>
    `<circle cx="50" cy="50" r="30" fill="${ink}"/><circle cx="50" cy="50" r="21" fill="${fill}"/>` +
    `<path d="M8 22 V42 M14 22 V42 M20 22 V42 M8 42 C8 48 20 48 20 42 M14 46 V84" ${stroke(ink, 4)}/>` +
    `<path d="M88 84 V20 C80 26 80 44 88 50" ${stroke(ink, 5)}/>`,
  apple: (ink, fill) =>
    `<path d="M50 30 C36 20 14 26 16 50 C18 74 34 90 50 82 C66 90 82 74 84 50 C86 26 64 20 50 30 Z" fill="${ink}"/>` +
    `<path d="M50 30 C50 20 54 14 58 10" ${stroke(ink, 5)}/><path d="M54 22 C60 10 74 10 78 14 C72 22 62 24 54 22 Z" fill="${fill}"/>`,
  bottle: (ink, fill) =>
    `<rect x="40" y="8" width="20" height="10" rx="3" fill="${ink}"/>` +
    `<path d="M36 24 H64 L68 34 V86 C68 90 66 92 62 92 H38 C34 92 32 90 32 86 V34 Z" fill="${ink}"/>` +
    `<rect x="38" y="46" width="24" height="26" rx="4" fill="${fill}"/>`,
  bandage: (ink, fill) =>
    `<g transform="rotate(-35 50 50)"><rect x="6" y="34" width="88" height="32" rx="16" fill="${ink}"/>` +
    `<rect x="36" y="34" width="28" height="32" fill="${fill}"/>` +
    `<circle cx="44" cy="44" r="2.5" fill="${ink}"/><circle cx="56" cy="44" r="2.5" fill="${ink}"/><circle cx="44" cy="56" r="2.5" fill="${ink}"/><circle cx="56" cy="56" r="2.5" fill="${ink}"/></g>`,
  cross: (ink, fill) =>
    `<circle cx="50" cy="50" r="40" fill="${fill}"/>` +
    `<path d="M40 20 H60 V40 H80 V60 H60 V80 H40 V60 H20 V40 H40 Z" fill="${ink}"/>`,
  stopwatch: (ink, fill) =>
    `<rect x="42" y="6" width="16" height="8" rx="3" fill="${ink}"/><path d="M50 14 V22 M74 26 L80 20" ${stroke(ink, 6)}/>` +
    `<circle cx="50" cy="56" r="34" fill="${ink}"/><circle cx="50" cy="56" r="26" fill="${fill}"/>` +
    `<path d="M50 56 V38 M50 56 L62 64" ${stroke(ink, 5)}/>`,
  ball: (ink, fill) =>
    `<circle cx="50" cy="50" r="40" fill="${fill}"/><circle cx="50" cy="50" r="40" ${stroke(ink, 5)}/>` +
    `<path d="M50 36 L63 45 L58 60 H42 L37 45 Z" fill="${ink}"/>` +
    `<path d="M50 36 V14 M63 45 L84 38 M58 60 L70 80 M42 60 L30 80 M37 45 L16 38" ${stroke(ink, 4)}/>`,
  cone: (ink, fill) =>
    `<path d="M50 10 L76 84 H24 Z" fill="${ink}"/><path d="M40 40 H60 L63 52 H37 Z" fill="${fill}"/>` +
    `<rect x="12" y="82" width="76" height="10" rx="4" fill="${ink}"/>`,
  target: (ink, fill) =>
    `<circle cx="46" cy="54" r="38" fill="${ink}"/><circle cx="46" cy="54" r="26" fill="${fill}"/><circle cx="46" cy="54" r="13" fill="${ink}"/>` +
    `<path d="M46 54 L86 14 M76 12 L88 12 L88 24" ${stroke(fill, 5)}/>`,
  bulb: (ink, fill) =>
    `<path d="M50 8 C28 8 18 28 26 44 C30 52 36 56 36 66 H64 C64 56 70 52 74 44 C82 28 72 8 50 8 Z" fill="${ink}"/>` +
    `<rect x="38" y="70" width="24" height="8" rx="3" fill="${ink}"/><rect x="41" y="82" width="18" height="8" rx="3" fill="${ink}"/>` +
    `<path d="M42 40 L50 52 L58 40" ${stroke(fill, 4)}/>`,
  summit: (ink, fill) =>
    `<path d="M4 90 L38 34 L54 58 L66 42 L96 90 Z" fill="${ink}"/><path d="M38 34 L46 47 L40 50 L34 44 Z" fill="${fill}"/>` +
    `<path d="M66 42 V10" ${stroke(ink, 4)}/><path d="M66 10 L86 16 L66 24 Z" fill="${fill}"/>`,
  rope: (ink) =>
    `<path d="M22 20 C10 60 30 92 50 92 C70 92 90 60 78 20" ${stroke(ink, 5)}/>` +
    `<rect x="16" y="6" width="12" height="22" rx="5" fill="${ink}"/><rect x="72" y="6" width="12" height="22" rx="5" fill="${ink}"/>`,
} satisfies Record<string, Motif>;

export type MotifName = keyof typeof MOTIFS;
