// Placeholder so the target builds while it is written.
