// The "Find Your Perfect Fragrance" quiz (docs/product.md): 5 questions
// of 4 options, each option mapped to a scent family.

const QUIZ_CATEGORIES = ["fresh", "floral", "woody", "oriental"] as const;
export type QuizCategory = (typeof QUIZ_CATEGORIES)[number];

export type QuizQuestion = { question: string; options: { label: string; category: QuizCategory }[] };

// Every question lists its four answers in QUIZ_CATEGORIES order:
// fresh, floral, woody, oriental.
const question = (text: string, labels: readonly [string, string, string, string]): QuizQuestion => ({
  question: text,
  options: labels.map((label, index) => ({ label, category: QUIZ_CATEGORIES[index]! })),
});

// The /* @__PURE__ */ marks let the bundler drop the questions from pages that
// only import this module for parseQuizAnswers (the home page's URL state).
export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  /* @__PURE__ */ question("Which setting feels most like you?", [
    "A breezy seaside morning",
    "A blooming spring garden",
    "A walk through a cedar forest",
    "A candlelit evening lounge",
  ]),
  /* @__PURE__ */ question("Pick a drink you'd love right now.", [
    "Iced lemonade",
    "Rose lemonade or jasmine tea",
    "A smoky whisky",
    "Spiced chai with vanilla",
  ]),
  /* @__PURE__ */ question("When do you most want to feel your best?", [
    "At the gym or outdoors",
    "At a brunch with friends",
    "At the office",
    "On a night out",
  ]),
  /* @__PURE__ */ question("Which texture do you reach for?", ["Crisp cotton", "Soft silk", "Worn leather", "Plush velvet"]),
  /* @__PURE__ */ question("Your favourite season?", ["Summer", "Spring", "Autumn", "Winter"]),
];

export const QUIZ_RESULTS: Record<QuizCategory, { title: string; description: string; noteKeywords: string[] }> = {
  fresh: {
    title: "Fresh & Invigorating",
    description: "You love clean, bright scents: citrus, sea air and green notes that feel like a deep breath outdoors.",
    noteKeywords: ["bergamot", "lemon", "citrus", "marine", "grapefruit", "mint"],
  },
  floral: {
    title: "Romantic Floral",
    description: "You are drawn to blooming bouquets: rose, jasmine and peony, soft, radiant and elegant.",
    noteKeywords: ["rose", "jasmine", "peony", "tuberose", "orange blossom", "lily"],
  },
  woody: {
    title: "Warm & Woody",
    description: "You prefer grounded, confident scents: cedar, sandalwood and vetiver with a quiet depth.",
    noteKeywords: ["cedar", "sandalwood", "vetiver", "oud", "patchouli", "leather"],
  },
  oriental: {
    title: "Rich & Oriental",
    description: "You love warm, sensual scents: vanilla, amber and spice that linger into the night.",
    noteKeywords: ["vanilla", "amber", "tonka", "cinnamon", "incense", "praline"],
  },
};

function isCategory(value: string): value is QuizCategory {
  return (QUIZ_CATEGORIES as readonly string[]).includes(value);
}

/** Answers kept in the URL as "fresh,woody,..."; anything unknown ends the list. */
export function parseQuizAnswers(value: string | null | undefined): QuizCategory[] {
  if (!value) return [];
  const answers: QuizCategory[] = [];
  for (const part of value.split(",").slice(0, QUIZ_QUESTIONS.length)) {
    if (!isCategory(part)) break;
    answers.push(part);
  }
  return answers;
}

/** The most-answered category wins; a tie goes to the category reached first. */
export function scoreQuiz(answers: readonly QuizCategory[]): QuizCategory | null {
  if (answers.length === 0) return null;
  const counts = new Map<QuizCategory, number>();
  for (const answer of answers) counts.set(answer, (counts.get(answer) ?? 0) + 1);
  let winner = answers[0]!;
  // Map keeps insertion order, i.e. the order categories were first reached.
  for (const [category, count] of counts) {
    if (count > counts.get(winner)!) winner = category;
  }
  return winner;
}

/** What the quiz section shows for some answers: the next question, or the result. */
export type QuizView = {
  answers: QuizCategory[];
  step: number;
  total: number;
  question: QuizQuestion | null;
  result: { title: string; description: string } | null;
};

/** Worked out by the home loader, so the questions and rules stay off the client bundle. */
export function quizView(answers: QuizCategory[]): QuizView {
  const total = QUIZ_QUESTIONS.length;
  const winner = answers.length >= total ? scoreQuiz(answers) : null;
  return {
    answers,
    step: Math.min(answers.length, total),
    total,
    question: winner ? null : (QUIZ_QUESTIONS[answers.length] ?? null),
    result: winner ? { title: QUIZ_RESULTS[winner].title, description: QUIZ_RESULTS[winner].description } : null,
  };
}
