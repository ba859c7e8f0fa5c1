/** The "New calculator" form's answers, their problems, and its submission. */
import { useState, type FormEvent } from 'react';
import type { Category, SkeletonRequest } from '../../engine/authoring';
import { answerProblems, type FieldAnswer } from './new-calculator-answers';

/**
 * The answers as state; `submit` shows the problems once tried, and passes
 * the trimmed answers to `onCreate` when there are none.
 */
export function useNewCalculatorForm(taken: ReadonlySet<string>, onCreate: (request: Omit<SkeletonRequest, 'today'>) => void) {
  const [slug, setSlug] = useState('');
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState<Category>('Cost & Efficiency');
  const [fields, setFields] = useState<FieldAnswer[]>([
    { label: '', kind: 'money' },
    { label: '', kind: 'count' },
  ]);
  const [tried, setTried] = useState(false);
  const { named, problems } = answerProblems(slug, title, fields, taken);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.values(problems).some(Boolean)) return;
    onCreate({ slug, title: title.trim(), category, fields: named.map((f) => ({ label: f.label.trim(), kind: f.kind })) });
  };
  const setField = (i: number, change: Partial<FieldAnswer>) => setFields((all) => all.map((f, j) => (j === i ? { ...f, ...change } : f)));

  return { slug, setSlug, title, setTitle, category, setCategory, fields, setFields, setField, tried, problems, submit };
}
