package battleboard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.Method;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.Handle;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

import battleboard.report.ResultTable;

/**
 * The build's lambda-classes step ({@code src/build/java/LambdaClasses.java}, pom.xml): each lambda and method reference
 * of the program as a class of its own, in place of the call site Java links at the lambda's first use
 * (docs/performance.md, "Lambdas as classes").
 */
class LambdaClassesTest {
    private static final Path TOOL = Path.of("src/build/java/LambdaClasses.java");

    /**
     * A sample of every kind of call site ({@code src/test/resources/lambda-classes/sample/Sample.java}), compiled, then
     * rewritten by the step: the rewritten classes give every value the compiled ones give (boxing, unboxing, widening,
     * captured values of one and two slots, {@code this}, constructors, a nestmate's private methods, a default method,
     * a method a class inherits from an interface, {@code super::m}), a lambda's object is then an object of a class of
     * the directory's, and the site the step leaves (a serializable lambda, which Java reads back through the same kind
     * of site) still works.
     */
    @Test
    void aRewrittenSampleGivesWhatItsCompiledClassesGive(@TempDir Path dir) throws Exception {
        Path compiled = compileSample(dir.resolve("compiled"));
        Path rewritten = compileSample(dir.resolve("rewritten"));
        String report = runTool(rewritten, "sample/");
        assertTrue(report.startsWith("lambda classes: "), report);
        // the serializable lambda's site, and the same lambda's again in the method that reads it back
        assertTrue(report.contains("23 call sites as classes of their own, 2 left to Java's linkage: sample/Sample.run"
                + " (altMetafactory: serializable, marker interfaces or bridges); sample/Sample.$deserializeLambda$"), report);

        String expected = String.join("\n", "identity true", "3/5000000000/2.5/obj", "ada greets bob", "adaxsample",
                "sum 42", "length 4", "boxed 7", "widened 7.0", "toLong 3", "twice 42", "unboxed 9", "longs 5000000012",
                "doubles 4.0", "made [a, b]", "streamed 2", "builder bs", "size 2", "secret quiet", "echo echo4", "area 9.0",
                "parent base", "serial", "object 2");
        try (URLClassLoader before = loader(compiled); URLClassLoader after = loader(rewritten)) {
            assertEquals(expected, run(before, "run"));
            assertEquals(expected, run(after, "run"));
            Class<?> hidden = (Class<?>) before.loadClass("sample.Sample").getMethod("constantClass").invoke(null);
            assertTrue(hidden.isHidden(), hidden.getName());
            Class<?> lambda = (Class<?>) after.loadClass("sample.Sample").getMethod("constantClass").invoke(null);
            assertFalse(lambda.isHidden(), lambda.getName());
            assertTrue(lambda.getName().startsWith("sample.Sample$$Lambda$"), lambda.getName());
            assertTrue(Arrays.asList(after.loadClass("sample.Sample").getNestMembers()).contains(lambda));
            assertEquals(after.loadClass("sample.Sample"), lambda.getNestHost());
        }
        // a second run finds nothing more to rewrite and leaves the classes as they are
        assertTrue(runTool(rewritten, "sample/").startsWith("lambda classes: 0 call sites"));
    }

    /**
     * The program as built: no class of it links a lambda through Java's {@code LambdaMetafactory.metafactory}; the
     * result table's lambdas are classes of its nest. A check of Maven's build: run on an IDE's own compile of the
     * program, which skips the build's steps, it fails.
     */
    @Test
    void theProgramsClassesHaveNoLambdaCallSiteLeft() throws IOException, URISyntaxException {
        Path classes = Path.of(ResultTable.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        List<String> sites = new ArrayList<>();
        try (Stream<Path> all = Files.walk(classes.resolve("battleboard"))) {
            for (Path p : all.filter(f -> f.toString().endsWith(".class")).toList()) {
                sites.addAll(metafactorySites(Files.readAllBytes(p)));
            }
        }
        assertEquals(List.of(), sites);
        assertTrue(Arrays.stream(ResultTable.class.getNestMembers()).anyMatch(c -> c.getName().contains("$$Lambda$")));
    }

    /**
     * Every class the build wrote for the program's lambdas loads, passes Java's verifier (the conversions' casts, boxing
     * and the stack they leave) and makes its one object where nothing is captured: the suite's other tests run many of
     * them, this one every one, the form's among them.
     */
    @Test
    void everyLambdaClassOfTheProgramLoadsAndIsVerified() throws Exception {
        Path classes = Path.of(ResultTable.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        List<String> names = new ArrayList<>();
        try (Stream<Path> all = Files.walk(classes.resolve("battleboard"))) {
            for (Path p : all.filter(f -> f.getFileName().toString().contains("$$Lambda$")).sorted().toList()) {
                String file = classes.relativize(p).toString().replace(java.io.File.separatorChar, '.');
                names.add(file.substring(0, file.length() - ".class".length()));
            }
        }
        assertTrue(names.size() > 1000, names.size() + " lambda classes");
        int instances = 0;
        for (String name : names) {
            Class<?> c = Class.forName(name, true, getClass().getClassLoader());
            assertEquals(1, c.getInterfaces().length, name);
            assertTrue(c.getInterfaces()[0].isInterface(), name);
            for (java.lang.reflect.Field f : c.getDeclaredFields()) {
                if (java.lang.reflect.Modifier.isStatic(f.getModifiers())) {
                    f.setAccessible(true);
                    assertTrue(c.getInterfaces()[0].isInstance(f.get(null)), name);
                    instances++;
                }
            }
        }
        assertTrue(instances > 100, instances + " lambdas that capture nothing");
    }

    private static List<String> metafactorySites(byte[] bytes) {
        List<String> sites = new ArrayList<>();
        ClassReader reader = new ClassReader(bytes);
        reader.accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature, String[] exceptions) {
                return new MethodVisitor(Opcodes.ASM9) {
                    @Override
                    public void visitInvokeDynamicInsn(String sam, String site, Handle bootstrap, Object... arguments) {
                        if (bootstrap.getOwner().equals("java/lang/invoke/LambdaMetafactory")
                                && bootstrap.getName().equals("metafactory")) {
                            sites.add(reader.getClassName() + "." + name);
                        }
                    }
                };
            }
        }, 0);
        return sites;
    }

    private static Path compileSample(Path out) throws IOException {
        Files.createDirectories(out);
        Path source = Path.of("src/test/resources/lambda-classes/sample/Sample.java");
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int code = javac.run(null, null, null, "--release", "17", "-d", out.toString(), source.toString());
        assertEquals(0, code, "the sample compiles");
        return out;
    }

    private static String runTool(Path classes, String prefix) throws IOException, InterruptedException, URISyntaxException {
        Path asm = Path.of(ClassReader.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process p = new ProcessBuilder(java.toString(), "-cp", asm.toString(), TOOL.toString(), classes.toString(), prefix)
                .redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertEquals(0, p.waitFor(), output);
        return output;
    }

    private static URLClassLoader loader(Path classes) throws IOException {
        return new URLClassLoader(new URL[] {classes.toUri().toURL()}, ClassLoader.getPlatformClassLoader());
    }

    private static String run(ClassLoader loader, String method) throws ReflectiveOperationException {
        Method m = loader.loadClass("sample.Sample").getMethod(method);
        return (String) m.invoke(null);
    }
}
