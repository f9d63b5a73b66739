// Decorative artwork for the landing hero, drawn for this site.

const RAINBOW = ["#e40303", "#ff8c00", "#ffed00", "#008026", "#24408e", "#732982"];
const STRIPE_GAP = 16;

interface ArtProps {
  className?: string;
}

/** A ribbon of the six Pride flag colours, waving across the hero. */
export function RainbowWave({ className }: ArtProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 600 220"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <g fill="none" strokeWidth="16.5">
        {RAINBOW.map((colour, index) => {
          const y = 60 + index * STRIPE_GAP;
          return (
            <path
              key={colour}
              d={`M-20 ${y}C110 ${y - 50} 230 ${y + 70} 360 ${y + 20}S560 ${y - 40} 620 ${y}`}
              stroke={colour}
            />
          );
        })}
      </g>
    </svg>
  );
}

/** The soft wave where the hero meets the page, in the page's own colour (`currentColor`). */
export function WaveDivider({ className }: ArtProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 1440 80"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M0 40C180 80 360 80 540 50S900 0 1080 20S1320 70 1440 50V80H0Z"
        fill="currentColor"
      />
    </svg>
  );
}
