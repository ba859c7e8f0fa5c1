import { LegalPage, type LegalSection } from '../legal/LegalPage';

const sections: LegalSection[] = [
  {
    heading: 'Using the calculators',
    paragraphs: [
      'The calculators are free to use for personal, educational and commercial purposes. You may not use the site in a way that harms it or other visitors, such as sending automated traffic or abusive messages.',
    ],
  },
  {
    heading: 'No professional advice',
    paragraphs: [
      'Results, benchmarks and tips are estimates for general information. They are not financial, legal or business advice. Check important figures yourself and consult a qualified professional before making decisions that depend on them.',
    ],
  },
  {
    heading: 'Accuracy',
    paragraphs: [
      'We work to keep every formula and benchmark correct, but we make no warranty that the site is free of errors or always available. The site is provided "as is".',
    ],
  },
  {
    heading: 'Limitation of liability',
    paragraphs: [
      'To the extent the law allows, we are not liable for any loss arising from the use of the site or reliance on its results.',
    ],
  },
  {
    heading: 'Content and links',
    paragraphs: [
      'The text, design and code of the site are ours. Links to other sites are provided for convenience; we are not responsible for their content.',
    ],
  },
  {
    heading: 'Changes to these terms',
    paragraphs: [
      "We may update these terms. We will give at least 30 days' notice of any material change by posting it on this page before it takes effect. Continuing to use the site after that means you accept the updated terms.",
    ],
  },
  {
    heading: 'Contact',
    paragraphs: ['Questions about these terms are welcome through the contact page.'],
  },
];

/** /terms: the terms of service (last updated May 10, 2023). */
export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      path="/terms"
      description="The terms for using the free Marketing Calculators site: free use, no professional advice, and 30 days' notice of material changes."
      updated="May 10, 2023"
      intro="By using the Marketing Calculators site you agree to these terms. Please read them carefully."
      sections={sections}
    />
  );
}
