/** A navigation link. The signed-in lists come from the route table (signed-in-routes.tsx). */
export interface NavItem {
  label: string;
  to: string;
}

/** Signed-out header (§2). */
export const PUBLIC_NAV: readonly NavItem[] = [
  { label: 'How We Help', to: '/features' },
  { label: 'Get Support', to: '/support' },
  { label: 'Our Story', to: '/about' },
  { label: 'Join Community', to: '/feature/community-support' },
];
