import type { StaffRole } from '../../../contract/shop';
import type { Translation } from '../../i18n/say';

/** The shop's staff: their sign-in, the owner's list of staff, and the shop's settings. */
const en = {
  signedIn: ({ name }: { name: string }) => `Signed in to the shop as ${name}.`,
  signedOut: 'Signed out of the shop.',
  added: ({ name, role }: { name: string; role: StaffRole }) => `${name} was added as ${roleEn[role]}.`,
  alreadyStaff: ({ name, role }: { name: string; role: StaffRole }) =>
    `This number is already on the staff: ${name}, ${roleEn[role]}.`,
  removed: ({ name }: { name: string }) => `${name} was removed from the staff and signed out.`,
  notOnStaff: 'That person is not on the staff any more.',
  lastOwner: 'The shop must keep at least one owner: add another owner first.',
  settingsSaved: 'Shop settings saved.',
};

const roleEn: Record<StaffRole, string> = { owner: 'owner', packer: 'packer', rider: 'rider' };
const roleHi: Record<StaffRole, string> = { owner: 'मालिक', packer: 'पैकर', rider: 'डिलीवरी वाले' };

const hi = {
  signedIn: ({ name }) => `दुकान में ${name} के नाम से लॉग इन हो गया।`,
  signedOut: 'दुकान से लॉग आउट हो गया।',
  added: ({ name, role }) => `${name} को ${roleHi[role]} के रूप में जोड़ दिया।`,
  alreadyStaff: ({ name, role }) => `यह नंबर पहले से स्टाफ़ में है: ${name}, ${roleHi[role]}।`,
  removed: ({ name }) => `${name} को स्टाफ़ से हटा दिया और लॉग आउट कर दिया।`,
  notOnStaff: 'वह व्यक्ति अब स्टाफ़ में नहीं है।',
  lastOwner: 'दुकान में कम से कम एक मालिक रहना चाहिए: पहले कोई और मालिक जोड़ें।',
  settingsSaved: 'दुकान की सेटिंग सेव हो गई।',
} satisfies Translation<typeof en>;

export const staffMessages = { en, hi };
