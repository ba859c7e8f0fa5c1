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
      'To learn which calculators help people, each page counts a few things you do, as daily totals: that a page was seen, with the site you came from, by its registered name only (example.com when you came from news.example.com, never the rest of its address); that you pressed Calculate, with the calculator, its tab, and the rating your result landed in or the check that stopped it; which tool you opened (Compare, the chart, Solve for, Use this result in…); that you copied a link or a result; that a step of a plan was calculated, by its calculator and, for one of our ready-made plans, that plan’s name; and, on a calculator shown inside another site, that site’s registered name.',
      'A site’s name is kept only when it is a real registered domain; anything else is counted as “other sites”, and so is any site beyond the first 200 a day sends visitors from, or the first 200 a day our calculators are shown on. We see a site by name only once at least 5 visits in the period we look at came from it.',
      'We never send or keep the numbers you type, your results, the full address of a page or its query, a cookie, your browser’s details or anything else that could tell you apart: only daily totals, such as “ROI Calculator, Good: 12”.',
      'If your browser sends Global Privacy Control or Do Not Track, nothing is counted: the page sends nothing, and our server counts nothing it is sent with either signal. You can also turn counting off for this browser with “Don’t count my visits” at the bottom of every page.',
    ],
  },
  {
    heading: 'Calculators shown on other sites',
    paragraphs: [
      'A calculator shown inside another site counts the same things as our own pages, with that site’s registered name. Global Privacy Control and Do Not Track are your browser’s, so they apply there too.',
      'Browsers keep what a site stores apart for each site that shows it, so “Don’t count my visits” chosen on our pages does not reach a calculator inside another site. It has the same switch under it. Your choice there is kept for that site where your browser lets a calculator inside another site keep anything, and otherwise while the page is open.',
    ],
  },
  {
    heading: 'Your IP address',
    paragraphs: [
      'Our server sees your IP address while it answers, as every server does, but never stores it or writes it in a log. To stop abuse, it limits how often one network may send a message or suggestion, usage counts, or a wrong admin password. For this it counts requests under a keyed hash of your address: a scrambled form made with a secret key that changes every day, so it cannot be turned back into the address without the server’s secret, nor matched with the same address on another day. The count and its hash are kept for the 15-minute window and deleted within half an hour.',
    ],
  },
  {
    heading: 'How we use it',
    list: [
      'To read and answer your message or suggestion.',
      'To decide which calculators to build next.',
      'To keep the site secure, by limiting how many messages one network can send in a short time (see “Your IP address”).',
    ],
    paragraphs: ['We do not sell, rent or share your information with advertisers, and we do not add you to any mailing list.'],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'Messages and suggestions are kept only as long as we need them to answer you or to plan our work, and are then deleted. You can ask us to delete yours at any time.',
      'Usage counts are daily totals that cannot be traced to anyone, so we keep them to compare the calculators over time.',
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

/** /privacy: the privacy policy (the spec: last updated May 10, 2023; updated November 27, 2026 when usage counts came and November 29, 2026 when the limits stopped keeping addresses, as the policy promises). */
export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      path="/privacy"
      description="How Marketing Calculators handles your information: calculators run in your browser, and contact messages are used only to answer you."
      updated="November 29, 2026"
      intro="Your privacy matters to us. This policy explains what information the Marketing Calculators site collects, why, and what you can do about it."
      sections={sections}
    />
  );
}
