import { LegalPage, type LegalSection } from '../legal/LegalPage';

const sections: LegalSection[] = [
  {
    heading: 'What we collect',
    paragraphs: [
      'The calculators run entirely in your browser. The numbers you type into a calculator are never sent to us and are not stored.',
      'When you calculate, the numbers you entered are put in the address of the page, so that a reload or a link shows the same result. A link you copy or share carries those numbers in it: anyone you send it to can read them. Our server does not record the addresses it is asked for.',
      'When you use the contact form we receive your name, e-mail address, subject and message. When you suggest a calculator we receive the calculator name and description you enter.',
    ],
  },
  {
    heading: 'What we count, and what we never do',
    paragraphs: [
      'To learn which calculators help people, each page counts a few things you do, as daily totals: that a page was seen, with the host name of the site you came from (for example news.example.com, never the rest of its address); that you pressed Calculate, with the calculator, its tab, and the rating your result landed in or the check that stopped it; which tool you opened (Compare, the chart, Solve for, Use this result in…); that you copied a link or a result; that a step of a plan you made was calculated, by its calculator; and, on a calculator shown inside another site, that site’s host name.',
      'We never send or keep the numbers you type, your results, the full address of a page or its query, your IP address, a cookie, your browser’s details or anything else that could tell you apart: only daily totals, such as “ROI Calculator, Good: 12”.',
      'If your browser sends Global Privacy Control or Do Not Track, nothing is counted. You can also turn counting off for this browser with “Don’t count my visits” at the bottom of every page.',
    ],
  },
  {
    heading: 'How we use it',
    list: [
      'To read and answer your message or suggestion.',
      'To decide which calculators to build next.',
      'To keep the site secure, for example by limiting how many messages one network can send in a short time.',
    ],
    paragraphs: ['We do not sell, rent or share your information with advertisers, and we do not add you to any mailing list.'],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'Messages and suggestions are kept only as long as we need them to answer you or to plan our work, and are then deleted. You can ask us to delete yours at any time.',
    ],
  },
  {
    heading: 'Cookies and tracking',
    paragraphs: [
      'The site sets no advertising or tracking cookies. Your browser keeps the admin password for the current session only, on the admin page.',
    ],
  },
  {
    heading: "Children's privacy",
    paragraphs: [
      'This site is not intended for children under 13, and we do not knowingly collect personal information from children under 13. If you believe a child has sent us information, contact us and we will delete it.',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      'You may ask what information we hold about you, ask us to correct it, or ask us to delete it, by writing to us through the contact page.',
    ],
  },
  {
    heading: 'Changes to this policy',
    paragraphs: ['If we change this policy we will update the date at the top of this page.'],
  },
];

/** /privacy: the privacy policy (the spec: last updated May 10, 2023; updated November 27, 2026 when usage counts came, as the policy promises). */
export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      path="/privacy"
      description="How Marketing Calculators handles your information: calculators run in your browser, and contact messages are used only to answer you."
      updated="November 27, 2026"
      intro="Your privacy matters to us. This policy explains what information the Marketing Calculators site collects, why, and what you can do about it."
      sections={sections}
    />
  );
}
