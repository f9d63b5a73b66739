interface CardinalMascotProps {
  className?: string;
}

/** The club's mascot: a round, friendly cardinal, drawn for this site. Decorative. */
export function CardinalMascot({ className }: CardinalMascotProps) {
  return (
    <svg className={className} viewBox="0 0 240 240" aria-hidden="true" focusable="false">
      <g className="cardinal">
        <path
          d="M78 168C60 186 44 204 26 226C48 222 66 214 80 204C76 216 74 226 74 236C92 220 102 204 108 186Z"
          fill="#8f0f24"
        />
        <path
          d="M150 70C190 74 206 112 198 148C190 188 156 210 118 206C82 202 62 176 66 146C70 116 92 98 112 90C122 78 134 69 150 70Z"
          fill="#c8102e"
        />
        <path
          d="M197 128C198 168 172 200 128 204C152 190 164 166 164 140C172 132 184 128 197 128Z"
          fill="#dd2a46"
        />
        <path
          d="M108 96C102 74 94 54 78 34C98 42 112 52 122 62C120 48 122 36 128 24C140 40 150 56 156 76Z"
          fill="#c8102e"
        />
        <path d="M116 80C112 68 106 58 98 48C108 54 116 62 120 70Z" fill="#a8102a" />
        <path
          d="M84 130C98 114 126 116 140 132C150 146 146 170 128 184C112 194 88 192 76 180C92 176 104 168 108 156C98 160 86 158 78 152C92 150 100 144 104 136C96 138 88 136 84 130Z"
          fill="#9e1229"
        />
        <path
          d="M150 84C164 78 184 84 196 96C200 106 196 118 186 124C176 128 164 124 156 116C148 108 144 94 150 84Z"
          fill="#241a1f"
        />
        <path
          d="M178 98C192 96 206 100 216 108C206 114 192 118 180 116C174 110 174 104 178 98Z"
          fill="#ff8c1a"
        />
        <path d="M178 107C190 108 204 108 216 108C204 112 192 116 180 116Z" fill="#e06a00" />
        <circle cx="166" cy="96" r="8" fill="#fff" />
        <circle cx="168" cy="97" r="5" fill="#120b0e" />
        <circle cx="170" cy="94.5" r="1.8" fill="#fff" />
        <ellipse cx="176" cy="132" rx="9" ry="6" fill="#ff7a93" opacity="0.7" />
        <path
          d="M112 204L108 222M108 222L100 228M108 222L110 230M134 204L134 222M134 222L126 228M134 222L138 230"
          stroke="#5a3a2e"
          strokeWidth="4"
          strokeLinecap="round"
          fill="none"
        />
      </g>
    </svg>
  );
}
