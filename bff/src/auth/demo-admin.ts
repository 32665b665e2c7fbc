/** The demo admin that exists in DEMO mode only; the login page prints these (spec 2, Admin sign-in). */
export const DEMO_ADMIN = { email: 'demo@viral.recipes', password: 'viral-demo-2025' } as const;
