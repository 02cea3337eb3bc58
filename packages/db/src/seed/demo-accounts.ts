/** Demo sign-ins created by the seed (documented in the README; never use in production). */
export const DEMO_ACCOUNTS = [
  {
    email: 'learner@manara.test',
    password: 'Learner#2026',
    slug: 'sara-adel',
    firstName: 'Sara',
    lastName: 'Adel',
    arFirstName: 'سارة',
    arLastName: 'عادل',
    favLang: 'AR',
    role: 'USER',
  },
  {
    email: 'learner.en@manara.test',
    password: 'Learner#2026',
    slug: 'john-carter',
    firstName: 'John',
    lastName: 'Carter',
    arFirstName: 'جون',
    arLastName: 'كارتر',
    favLang: 'EN',
    role: 'USER',
  },
  {
    email: 'admin@manara.test',
    password: 'Admin#2026',
    slug: 'manara-admin',
    firstName: 'Manara',
    lastName: 'Admin',
    arFirstName: 'مشرف',
    arLastName: 'منارة',
    favLang: 'AR',
    role: 'ADMIN',
  },
] as const;

export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];
