import { describe, expect, it } from "vitest";
import { parseQuizAnswers, QUIZ_QUESTIONS, QUIZ_RESULTS, quizView, scoreQuiz } from "./quiz";

describe("fragrance quiz", () => {
  it("has 5 questions of 4 options, one per category", () => {
    expect(QUIZ_QUESTIONS).toHaveLength(5);
    for (const question of QUIZ_QUESTIONS) {
      expect(question.options.map((option) => option.category).sort()).toEqual(["floral", "fresh", "oriental", "woody"]);
    }
  });

  it("picks the most-answered category", () => {
    expect(scoreQuiz(["fresh", "woody", "woody", "floral", "woody"])).toBe("woody");
  });

  it("breaks ties in favour of the category reached first", () => {
    expect(scoreQuiz(["oriental", "fresh", "fresh", "oriental", "floral"])).toBe("oriental");
    expect(scoreQuiz(["floral", "woody", "fresh", "oriental", "woody"])).toBe("woody");
    expect(scoreQuiz(["floral", "woody", "fresh", "oriental"])).toBe("floral");
  });

  it("has no result without answers", () => {
    expect(scoreQuiz([])).toBeNull();
  });

  it("reads answers from the URL and stops at anything unknown", () => {
    expect(parseQuizAnswers("fresh,woody")).toEqual(["fresh", "woody"]);
    expect(parseQuizAnswers("fresh,bogus,woody")).toEqual(["fresh"]);
    expect(parseQuizAnswers("fresh,fresh,fresh,fresh,fresh,fresh")).toHaveLength(5);
    expect(parseQuizAnswers(null)).toEqual([]);
  });
});

describe("quizView", () => {
  it("asks the next question until all five are answered", () => {
    expect(quizView([])).toMatchObject({ step: 0, total: 5, question: QUIZ_QUESTIONS[0], result: null });
    expect(quizView(["woody", "fresh"])).toMatchObject({ step: 2, question: QUIZ_QUESTIONS[2], result: null });
  });

  it("shows the winning family's title and description after the fifth answer", () => {
    const view = quizView(["floral", "woody", "floral", "fresh", "oriental"]);
    expect(view.question).toBeNull();
    expect(view.step).toBe(5);
    expect(view.result).toEqual({ title: QUIZ_RESULTS.floral.title, description: QUIZ_RESULTS.floral.description });
  });
});
