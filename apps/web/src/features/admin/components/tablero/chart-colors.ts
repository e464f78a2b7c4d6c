/** Chart fills with at least 3:1 contrast on white and on the dark theme's panels. */
export const CHART_COLORS = {
  primary: "#2563eb",
  approved: "#15803d",
  rejected: "#c2410c",
  d30: "#b91c1c",
  d60: "#d97706",
  d90: "#2563eb",
  axis: "#6b7280",
} as const;
