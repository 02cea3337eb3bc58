/** The networks the profile form offers, in the order the public page shows them (decision 0064). */
export const socialNetworks = ['website', 'linkedin', 'x', 'facebook', 'youtube'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** The profile form's values, as typed. */
export interface ProfileFormValues extends Record<SocialNetwork, string> {
  arBio: string;
  enBio: string;
  jobTitleId: string;
  profilePicture: string;
}

export const emptyProfileForm: ProfileFormValues = {
  arBio: '',
  enBio: '',
  jobTitleId: '',
  profilePicture: '',
  website: '',
  linkedin: '',
  x: '',
  facebook: '',
  youtube: '',
};

export function profileFormOf(profile: {
  arBio: string;
  enBio: string;
  profilePicture: string | null;
  jobTitle: { id: string } | null;
  socialLinks: Record<SocialNetwork, string | null>;
}): ProfileFormValues {
  const links = Object.fromEntries(socialNetworks.map((n) => [n, profile.socialLinks[n] ?? ''])) as Record<
    SocialNetwork,
    string
  >;
  return {
    arBio: profile.arBio,
    enBio: profile.enBio,
    jobTitleId: profile.jobTitle?.id ?? '',
    profilePicture: profile.profilePicture ?? '',
    ...links,
  };
}

/** What the API takes: empty choices and links as null (none). */
export function profileInputOf(values: ProfileFormValues) {
  return {
    arBio: values.arBio,
    enBio: values.enBio,
    jobTitleId: values.jobTitleId || null,
    profilePicture: values.profilePicture || null,
    socialLinks: Object.fromEntries(socialNetworks.map((n) => [n, values[n].trim() || null])) as Record<
      SocialNetwork,
      string | null
    >,
  };
}
