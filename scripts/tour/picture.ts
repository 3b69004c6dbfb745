import sharp from 'sharp';

/**
 * The picture the tour uploads into a note: a drawing of Porto's riverside at
 * dusk (the Dom Luís I bridge over the Douro), made here rather than taken
 * from a stock library. 1200×675 PNG.
 */
export function riversidePicture(): Promise<Buffer> {
  const houses = Array.from({ length: 18 }, (_, index) => {
    const x = 40 + index * 62;
    const height = 70 + ((index * 37) % 60);
    const colours = ['#f4a261', '#e76f51', '#e9c46a', '#f1faee', '#a8dadc', '#d4a373'];
    const colour = colours[index % colours.length] ?? '#f4a261';
    const windows = Array.from({ length: 3 }, (_, row) =>
      [0, 1].map(
        (column) =>
          `<rect x="${x + 10 + column * 22}" y="${420 - height + 14 + row * 22}" width="10" height="12" fill="#ffd98a" opacity="${(index + row + column) % 3 === 0 ? 0.95 : 0.35}"/>`,
      ),
    )
      .flat()
      .join('');
    return `<rect x="${x}" y="${420 - height}" width="54" height="${height}" fill="${colour}" opacity="0.92"/><polygon points="${x - 4},${420 - height} ${x + 27},${400 - height} ${x + 58},${420 - height}" fill="#9c4a3c"/>${windows}`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#2b2d5c"/>
      <stop offset="0.55" stop-color="#c8607a"/>
      <stop offset="1" stop-color="#f6b26b"/>
    </linearGradient>
    <linearGradient id="river" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#3d5a80"/>
      <stop offset="1" stop-color="#1d3557"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="675" fill="url(#sky)"/>
  <circle cx="880" cy="330" r="70" fill="#ffd6a5" opacity="0.9"/>
  <path d="M0 360 Q 200 300 420 345 T 820 330 T 1200 350 L1200 430 L0 430 Z" fill="#5b3f63" opacity="0.75"/>
  ${houses}
  <rect y="420" width="1200" height="255" fill="url(#river)"/>
  <g stroke="#2a2a3a" stroke-width="9" fill="none">
    <path d="M250 430 Q 600 150 950 430"/>
    <line x1="180" y1="262" x2="1020" y2="262"/>
  </g>
  <g stroke="#2a2a3a" stroke-width="4">
    ${Array.from({ length: 15 }, (_, index) => {
      const x = 300 + index * 43;
      const t = (x - 250) / 700;
      const archY = 430 - 560 * t * (1 - t);
      return `<line x1="${x}" y1="262" x2="${x}" y2="${Math.max(archY, 262).toFixed(1)}"/>`;
    }).join('')}
  </g>
  ${Array.from({ length: 22 }, (_, index) => `<rect x="${60 + index * 52}" y="${470 + (index % 5) * 34}" width="${20 + (index % 4) * 10}" height="3" fill="#ffd6a5" opacity="0.45"/>`).join('')}
  <path d="M520 560 l80 0 l-12 18 l-56 0 Z" fill="#8d5524"/>
  <path d="M556 560 l0 -56 l30 50 Z" fill="#f1faee"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
