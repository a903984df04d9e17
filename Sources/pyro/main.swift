import PyroCLI

PyroCommand.main()
