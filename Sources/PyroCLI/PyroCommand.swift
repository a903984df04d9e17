/// Entry point of the `pyro` command line.
public enum PyroCommand {
    public static func main() {
        print("pyro: under construction")
    }
}
