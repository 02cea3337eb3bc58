import { describe, expect, it } from 'vitest';
import { registrationInput } from './registration-input';

describe('registrationInput', () => {
  it('sends a valid phone in E.164 and the code in ASCII digits, with text trimmed', async () => {
    const input = await registrationInput({
      firstName: ' Hala ',
      email: ' hala@example.com ',
      code: '١٢٣ ٤٥٦',
      phone: '٠١٠٠ ١٢٣ ٤٥٦٧',
      phoneCountry: 'EG',
      cvFile: 'files/lecturer-cv-file/0123456789abcdef0123456789abcdef',
    });
    expect(input).toMatchObject({
      firstName: 'Hala',
      email: 'hala@example.com',
      code: '123456',
      phone: '+201001234567',
      phoneCountry: 'EG',
    });
    expect(input.lastName).toBe('');
  });

  it('leaves a phone it cannot read as typed, for the server to answer with a field error', async () => {
    expect((await registrationInput({ phone: '0123', phoneCountry: 'EG' })).phone).toBe('0123');
  });
});
