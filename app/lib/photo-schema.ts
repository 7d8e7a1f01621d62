import * as z from "zod";
import { PHOTO_MAX_BYTES } from "./photo";

// The admin's photo form (decision 0036): upload a photo, or remove it and go
// back to the generated bottle. The browser checks presence and size; the
// server also checks the content (magic bytes) and that it decodes.

export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp";

/** A file part of the form (a File in browsers and on both servers; checked by shape, not by class). */
const uploadedFile = z.custom<File>(
  (value) => typeof value === "object" && value !== null && typeof (value as Blob).arrayBuffer === "function" && typeof (value as Blob).size === "number",
  { error: "Choose a photo to upload" },
);

export const photoFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("upload"),
    photo: uploadedFile
      .refine((file) => file.size > 0, "Choose a photo to upload")
      .refine((file) => file.size <= PHOTO_MAX_BYTES, `The photo is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB. Choose a smaller file.`),
  }),
  z.object({ intent: z.literal("remove") }),
]);

export const NOT_AN_IMAGE = "This file is not a JPEG, PNG or WebP image. Choose a photo in one of those formats.";
export const UNREADABLE_IMAGE = "This image could not be read; the file may be damaged. Export it again as JPEG or PNG.";
