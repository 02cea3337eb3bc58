import { describe, expect, it } from 'vitest';
import { emptyProfileForm, profileFormOf, profileInputOf } from './profile-form';

describe('the lecturer profile form', () => {
  it('round-trips a stored profile, sending empty links and choices as none', () => {
    const form = profileFormOf({
      arBio: 'نبذة',
      enBio: 'Bio',
      profilePicture: null,
      jobTitle: { id: 'j1' },
      socialLinks: { website: null, linkedin: 'https://linkedin.com/in/a', x: null, facebook: null, youtube: null },
    });
    expect(form).toMatchObject({ jobTitleId: 'j1', profilePicture: '', linkedin: 'https://linkedin.com/in/a', x: '' });
    expect(profileInputOf({ ...form, x: '  ' })).toEqual({
      arBio: 'نبذة',
      enBio: 'Bio',
      jobTitleId: 'j1',
      profilePicture: null,
      socialLinks: { website: null, linkedin: 'https://linkedin.com/in/a', x: null, facebook: null, youtube: null },
    });
    expect(profileInputOf(emptyProfileForm).jobTitleId).toBeNull();
  });
});
