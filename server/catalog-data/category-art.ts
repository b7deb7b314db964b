/**
 * One small flat picture per subcategory, drawn with shapes. Emoji glyphs looked the part but
 * depend on the phone's emoji font: 🫘 needs Android 12, 🫒 Android 11, and a phone (or headless
 * Chromium) without the glyph draws an empty box; laying out the fallback search is also the
 * costliest part of the tile on a slow phone. Each drawing sits in the tile's circle (centre
 * 200,170, radius 110) and uses a few paths, so every phone draws it the same way.
 */
export const CATEGORY_ART: Record<string, string> = {
  // Three ears of wheat.
  Groceries:
    '<g stroke="#a8741a" stroke-width="7" stroke-linecap="round" fill="none"><path d="M200 270V110M170 270q0-80-30-140M230 270q0-80 30-140"/></g>' +
    '<g fill="#e0a526">' +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<ellipse cx="188" cy="${130 + i * 30}" rx="11" ry="20" transform="rotate(-30 188 ${130 + i * 30})"/><ellipse cx="212" cy="${130 + i * 30}" rx="11" ry="20" transform="rotate(30 212 ${130 + i * 30})"/>`,
      )
      .join('') +
    '<ellipse cx="200" cy="102" rx="10" ry="20"/><ellipse cx="136" cy="92" rx="10" ry="20" transform="rotate(-25 136 92)"/><ellipse cx="264" cy="92" rx="10" ry="20" transform="rotate(25 264 92)"/></g>',
  // A bottle of oil with a golden drop.
  'Cooking Oils':
    '<path d="M182 70h36v30q34 22 34 66v98q0 14-14 14h-76q-14 0-14-14v-98q0-44 34-66z" fill="#f2c230" stroke="#b88a10" stroke-width="5"/>' +
    '<rect x="178" y="56" width="44" height="20" rx="5" fill="#3d7a2a"/><rect x="164" y="176" width="72" height="56" rx="8" fill="#fff8dc"/>' +
    '<path d="M200 188q16 20 0 32q-16-12 0-32z" fill="#e0a526"/>',
  // A bowl heaped with dal.
  'Dals & Flours':
    '<ellipse cx="200" cy="170" rx="92" ry="30" fill="#f0b429"/>' +
    '<g fill="#e39b12">' +
    [150, 175, 200, 225, 250, 165, 190, 215, 240]
      .map((x, i) => `<circle cx="${x}" cy="${i < 5 ? 162 : 148}" r="10"/>`)
      .join('') +
    '</g><path d="M100 176h200q-8 84-100 84t-100-84z" fill="#b5651d"/><rect x="170" y="256" width="60" height="12" rx="6" fill="#8a4b14"/>',
  // A red chilli.
  'Spices & Dry Fruits':
    '<path d="M244 112q-12 100-92 152q-26 14-30-4q-2-12 16-20q64-40 74-128z" fill="#d62828"/>' +
    '<path d="M212 112q4-22 20-28q14-4 22 8q-14 2-20 22z" fill="#2d8a34"/><path d="M232 90q2-16 14-24" stroke="#2d8a34" stroke-width="7" fill="none" stroke-linecap="round"/>',
  // A round biscuit with chips of chocolate.
  Snacks:
    '<circle cx="200" cy="170" r="86" fill="#d9a05b" stroke="#a8672a" stroke-width="6"/>' +
    '<g fill="#5a3214"><circle cx="170" cy="140" r="11"/><circle cx="228" cy="150" r="9"/><circle cx="190" cy="196" r="12"/><circle cx="240" cy="200" r="10"/><circle cx="158" cy="182" r="8"/><circle cx="206" cy="118" r="7"/></g>',
  // A cup of chai on its saucer, steaming.
  Beverages:
    '<g stroke="#8a5a44" stroke-width="6" fill="none" stroke-linecap="round"><path d="M176 92q-10 14 0 28t0 28M204 84q-10 14 0 28t0 28M232 92q-10 14 0 28t0 28"/></g>' +
    '<path d="M136 160h132v40q0 56-66 56t-66-56z" fill="#ffffff" stroke="#3b6e8f" stroke-width="6"/><path d="M268 176q34 0 34 24t-38 26" fill="none" stroke="#3b6e8f" stroke-width="10"/>' +
    '<ellipse cx="202" cy="160" rx="62" ry="10" fill="#b5652a"/><ellipse cx="202" cy="270" rx="96" ry="14" fill="#3b6e8f"/>',
  // A bar of soap with bubbles.
  'Personal Care':
    '<rect x="118" y="150" width="164" height="96" rx="30" fill="#7ec8e3" stroke="#3a8fb0" stroke-width="6"/><rect x="146" y="178" width="108" height="40" rx="14" fill="#b9e4f2"/>' +
    '<g fill="#ffffff" stroke="#7ec8e3" stroke-width="5"><circle cx="168" cy="112" r="22"/><circle cx="222" cy="96" r="15"/><circle cx="250" cy="128" r="11"/></g>',
  // A comb and a pair of scissors.
  'Hair Care':
    '<rect x="112" y="92" width="46" height="176" rx="10" fill="#6c4ab6"/>' +
    '<g stroke="#6c4ab6" stroke-width="8">' +
    [112, 132, 152, 172, 192, 212, 232, 252].map((y) => `<path d="M158 ${y}h30"/>`).join('') +
    '</g><g fill="none" stroke="#444" stroke-width="8"><circle cx="234" cy="238" r="20"/><circle cx="282" cy="238" r="20"/></g>' +
    '<path d="M244 220l40-120M272 220l-40-120" stroke="#777" stroke-width="10" stroke-linecap="round"/>',
  // A feeding bottle.
  'Baby Care':
    '<path d="M186 68q14-22 28 0l6 24h-40z" fill="#f4a6b8"/><rect x="168" y="90" width="64" height="20" rx="6" fill="#e27396"/>' +
    '<rect x="158" y="110" width="84" height="160" rx="26" fill="#ffffff" stroke="#8fb8de" stroke-width="6"/><rect x="164" y="178" width="72" height="86" rx="20" fill="#fdf1d6"/>' +
    '<g stroke="#8fb8de" stroke-width="5"><path d="M158 140h22M158 164h22M158 188h22"/></g>',
  // A lipstick.
  'Beauty & Cosmetics':
    '<path d="M176 132q0-52 48-70v70z" fill="#c9184a"/><rect x="168" y="132" width="64" height="44" rx="4" fill="#d4a017"/>' +
    '<rect x="158" y="176" width="84" height="96" rx="10" fill="#2b2d42"/><rect x="158" y="196" width="84" height="8" fill="#d4a017"/>',
  // A sponge with a scrub side and suds.
  'Household Cleaning':
    '<rect x="112" y="140" width="176" height="52" rx="12" fill="#2a9d8f"/><rect x="112" y="186" width="176" height="70" rx="14" fill="#f4d35e"/>' +
    '<g fill="#e0b83a"><circle cx="150" cy="222" r="8"/><circle cx="196" cy="214" r="6"/><circle cx="240" cy="230" r="9"/><circle cx="268" cy="208" r="5"/></g>' +
    '<g fill="#ffffff" stroke="#9ad1d4" stroke-width="4"><circle cx="146" cy="116" r="18"/><circle cx="186" cy="100" r="13"/><circle cx="250" cy="114" r="16"/></g>',
  // A lit diya.
  'Home Essentials':
    '<path d="M200 72q30 40 0 76q-30-36 0-76z" fill="#f77f00"/><path d="M200 100q14 20 0 40q-14-20 0-40z" fill="#fcbf49"/>' +
    '<path d="M112 178h176q-10 72-88 72t-88-72z" fill="#b5541d"/><path d="M112 178q88 24 176 0" fill="none" stroke="#7a3612" stroke-width="8"/>' +
    '<ellipse cx="200" cy="258" rx="56" ry="10" fill="#7a3612"/>',
};
