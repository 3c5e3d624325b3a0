/** Generated mosaic artwork, drawn here so the page loads no outside image. */
export function NftArt({ seed, hue, className }: { seed: number; hue: number; className?: string }) {
  const tiles = Array.from({ length: 16 }, (_, i) => {
    const shade = 35 + ((seed * 7 + i * 13) % 9) * 5;
    return { x: (i % 4) * 25, y: Math.floor(i / 4) * 25, fill: `hsl(${(hue + i * 9) % 360} 60% ${shade}%)` };
  });
  return (
    <svg className={className} viewBox="0 0 100 100" role="img" aria-hidden="true" focusable="false">
      {tiles.map((tile) => (
        <rect key={`${tile.x}-${tile.y}`} x={tile.x} y={tile.y} width="25" height="25" fill={tile.fill} />
      ))}
      <circle
        cx="50"
        cy="50"
        r={18 + (seed % 3) * 4}
        fill={`hsl(${(hue + 180) % 360} 70% 60%)`}
        opacity="0.85"
      />
    </svg>
  );
}
