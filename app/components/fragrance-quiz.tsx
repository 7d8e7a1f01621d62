import { Form, Link } from "@remix-run/react";
import type { QuizView } from "~/lib/quiz";
import { GENDER_LABELS, type Gender } from "~/lib/site";

type Recommendation = { id: number; name: string; gender: Gender; inspiration: string | null };

/**
 * One question per step; each option is a submit button carrying the answers
 * so far, so the quiz is a plain GET form (answers in the URL) with or without
 * JavaScript.
 */
export function FragranceQuiz({ quiz, recommendations }: { quiz: QuizView; recommendations: Recommendation[] }) {
  const { answers, step, total, question, result } = quiz;
  return (
    <section id="quiz" className="scroll-mt-20 bg-gold-50 py-14 dark:bg-stone-900" aria-labelledby="quiz-heading">
      <div className="container-page max-w-3xl">
        <h2 id="quiz-heading" className="text-center text-3xl">
          Find Your Perfect Fragrance
        </h2>
        <p className="mt-2 text-center text-stone-700 dark:text-stone-300">Answer five quick questions and we&apos;ll match you with a scent family.</p>
        <div className="mt-6 h-2 overflow-hidden rounded-full bg-stone-200 dark:bg-stone-800">
          <div
            role="progressbar"
            aria-label="Quiz progress"
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={step}
            className="h-full bg-gold-600 transition-all"
            style={{ width: `${(step / total) * 100}%` }}
          />
        </div>
        {result ? (
          <div className="mt-8 text-center" data-testid="quiz-result">
            <p className="text-sm tracking-wider text-stone-600 uppercase dark:text-stone-400">Your scent family</p>
            <h3 className="mt-2 text-3xl">{result.title}</h3>
            <p className="mx-auto mt-3 max-w-xl text-stone-700 dark:text-stone-300">{result.description}</p>
            <h4 className="mt-6 font-semibold">We recommend</h4>
            <ul className="mt-3 grid gap-3 sm:grid-cols-2">
              {recommendations.map((fragrance) => (
                <li key={fragrance.id}>
                  <Link to={`/product/${fragrance.id}`} className="block rounded-xl border border-stone-200 bg-white p-4 text-left hover:border-gold-500 dark:border-stone-700 dark:bg-stone-950">
                    <span className="block font-serif text-lg">{fragrance.name}</span>
                    <span className="block text-xs text-stone-600 dark:text-stone-400">
                      {GENDER_LABELS[fragrance.gender]}
                      {fragrance.inspiration ? ` · Inspired by ${fragrance.inspiration}` : ""}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <Link to="/#quiz" preventScrollReset className="btn-outline mt-8">
              Retake Quiz
            </Link>
          </div>
        ) : question ? (
          <Form method="get" action="/#quiz" preventScrollReset className="mt-8">
            <fieldset>
              <legend className="w-full text-center">
                <span className="block text-sm text-stone-600 dark:text-stone-400">
                  {`Question ${step + 1} of ${total}`}
                </span>
                <span className="mt-1 block font-serif text-2xl">{question.question}</span>
              </legend>
              <div className="mt-6 grid gap-3 sm:grid-cols-2">
                {question.options.map((option) => (
                  <button
                    key={option.label}
                    type="submit"
                    name="quiz"
                    value={[...answers, option.category].join(",")}
                    className="rounded-xl border border-stone-300 bg-white px-4 py-4 text-left hover:border-gold-500 dark:border-stone-700 dark:bg-stone-950"
                  >
                    {option.label}
                  </button>
                ))}
              </div>
            </fieldset>
          </Form>
        ) : null}
      </div>
    </section>
  );
}
