/** The demo admin that exists in demo mode only, with a password the login page prints. */
export const DEMO_ADMIN = { email: 'demo@viral.recipes', password: 'viral-demo-2025' } as const;
